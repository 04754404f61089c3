import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi } from './helpers/users';

// With REDIS_URL, several server instances share their rate-limit counters: what one instance
// counted, the other enforces. Runs where a Redis is given (CI sets TEST_REDIS_URL; .ci/run).
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('rate limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  const clearCounters = async () => {
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys('mijote-rl-*');
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  };

  beforeAll(async () => {
    await clearCounters();
    const env = { REDIS_URL: redisUrl!, AUTH_RATE_LIMIT_MAX: '3' };
    first = await createTestApp(env);
    second = await createTestApp(env);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await clearCounters();
  });

  it('counts sign-in attempts across two instances', async () => {
    const attempt = (t: TestApp) =>
      callApi(t).post('/api/auth/sign-in/email', { email: 'x@example.ch', password: 'mauvais1' });
    expect((await attempt(first)).statusCode).toBe(401);
    expect((await attempt(second)).statusCode).toBe(401);
    expect((await attempt(first)).statusCode).toBe(401);
    const limited = await attempt(second);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});
