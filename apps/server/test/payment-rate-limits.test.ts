import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_RATE_LIMITS } from '../src/modules/subscription/subscription-routes';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi, signUpUser } from './helpers/users';

describe('payment rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('bounds checkout creation per user, with the French message', async () => {
    const lea = await signUpUser(t, 'lea@example.ch');
    const statuses: number[] = [];
    for (let i = 0; i <= PAYMENT_RATE_LIMITS.checkout.max; i++) {
      statuses.push((await callApi(t, lea).post('/api/subscription/checkout')).statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    const refused = await callApi(t, lea).post('/api/subscription/checkout');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Trop de tentatives. Veuillez patienter un instant avant de réessayer.',
    });
    expect(statuses.at(-1)).toBe(429);

    // Counted per user, not per address: another person behind the same address still pays.
    const noe = await signUpUser(t, 'noe@example.ch');
    expect((await callApi(t, noe).post('/api/subscription/checkout')).statusCode).toBe(200);
  });
});
