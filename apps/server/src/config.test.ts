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
