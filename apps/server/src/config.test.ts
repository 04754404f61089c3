import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on the embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: './data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      stripe: undefined,
      llm: undefined,
      requireEmailVerification: false,
    });
    expect(config.mail.smtpUrl).toBeUndefined();
  });

  it('names every bad variable in one message', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://nope',
        SMTP_URL: 'http://mail',
        STRIPE_SECRET_KEY: 'sk_test_1',
      });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'SMTP_URL',
      'STRIPE_PRICE_ID',
      'STRIPE_WEBHOOK_SECRET',
    ]) {
      expect(message).toContain(name);
    }
  });

  it('requires a shared secret in production on PostgreSQL', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/mijote' }),
    ).toThrow(/BETTER_AUTH_SECRET/);
  });

  it('lets recipe links reach 127.0.0.1 in tests only', () => {
    expect(
      loadConfig({ NODE_ENV: 'test', TEST_LINKS_TO_LOOPBACK: 'true' }).testLinksToLoopback,
    ).toBe(true);
    expect(loadConfig({}).testLinksToLoopback).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_LINKS_TO_LOOPBACK: '1' })).toThrow(
      /TEST_LINKS_TO_LOOPBACK/,
    );
  });

  it('reads complimentary addresses case-insensitively and Stripe as a whole', () => {
    const config = loadConfig({
      COMPLIMENTARY_EMAILS: ' Chef@Mijote.ch , ami@example.ch,',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PRICE_ID: 'price_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      REQUIRE_EMAIL_VERIFICATION: 'true',
    });
    expect([...config.complimentaryEmails]).toEqual(['chef@mijote.ch', 'ami@example.ch']);
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_1',
      priceId: 'price_1',
      webhookSecret: 'whsec_1',
    });
    expect(config.requireEmailVerification).toBe(true);
  });
});

describe('trusted origins', () => {
  const interfaces = {
    lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
    eth0: [
      { address: '192.168.1.20', family: 'IPv4', internal: false },
      { address: '2001:db8::20', family: 'IPv6', internal: false },
      { address: 'fe80::1', family: 'IPv6', internal: false },
    ],
  } as unknown as Parameters<typeof loadConfig>[1];

  it('trusts, without PUBLIC_URL, the loopback names and this machine’s addresses at PORT', () => {
    const config = loadConfig({ PORT: '3100', TRUSTED_ORIGINS: 'http://x.example/' }, interfaces);
    expect(config.isPublicUrlDefault).toBe(true);
    expect(config.trustedOrigins).toEqual([
      'http://localhost:3100',
      'http://127.0.0.1:3100',
      'http://[::1]:3100',
      'http://192.168.1.20:3100',
      'http://[2001:db8::20]:3100',
      'http://x.example',
    ]);
  });

  it('trusts, with PUBLIC_URL, its origin and TRUSTED_ORIGINS only', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://mijote.example/app/' }, interfaces);
    expect(config.isPublicUrlDefault).toBe(false);
    expect(config.trustedOrigins).toEqual(['https://mijote.example']);
  });

  it('refuses a PUBLIC_URL that is no address', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'http://' })).toThrow(/PUBLIC_URL/);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['true', true],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    [' 10.0.0.0/8, fd00::/8 ,loopback', ['10.0.0.0/8', 'fd00::/8', 'loopback']],
  ])('reads %j as %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(
      expected,
    );
  });

  it.each(['yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example'])(
    'refuses %j, naming the variable',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});
