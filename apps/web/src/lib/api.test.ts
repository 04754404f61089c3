import { cookingApi, demoPaymentApi, planningApi } from '@mijote/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPlannedMeal } from '@/test/household-fixtures';
import { mockFetch } from '@/test/mock-fetch';
import { api, endpointUrl } from './api';
import { ApiError } from './http';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('endpointUrl', () => {
  it('fills the params, encoded, and appends the query without its empty keys', () => {
    expect(endpointUrl(demoPaymentApi.pay, { params: { sessionId: 'cs demo/1' } })).toBe(
      '/api/demo/checkout/cs%20demo%2F1/pay',
    );
    expect(endpointUrl(planningApi.list, { query: { from: '2026-11-16', to: '2026-11-22' } })).toBe(
      '/api/planning/meals?from=2026-11-16&to=2026-11-22',
    );
    expect(endpointUrl(planningApi.list, { query: { from: '2026-11-16', to: undefined } })).toBe(
      '/api/planning/meals?from=2026-11-16',
    );
    expect(endpointUrl(planningApi.list, { query: {} })).toBe('/api/planning/meals');
  });
});

describe('api', () => {
  it('calls the endpoint’s URL with its method and body, and answers the parsed reply', async () => {
    const fetchMock = mockFetch(() => ({
      status: 200,
      body: { redirectUrl: '/payment/success?session_id=cs_1', debug: 'not in the contract' },
    }));
    const answer = await api(demoPaymentApi.pay, {
      params: { sessionId: 'cs_1' },
      body: { cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' },
    });

    // Read with the schema: what the contract does not describe is not passed on.
    expect(answer).toEqual({ redirectUrl: '/payment/success?session_id=cs_1' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/demo/checkout/cs_1/pay');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
  });

  it('sends a GET with its query and no body', async () => {
    const meal = aPlannedMeal();
    const fetchMock = mockFetch(() => ({ status: 200, body: { meals: [meal] } }));
    const answer = await api(planningApi.list, { query: { from: '2026-11-16', to: '2026-11-22' } });

    expect(answer.meals).toEqual([meal]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/planning/meals?from=2026-11-16&to=2026-11-22');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it('answers null for a 204', async () => {
    mockFetch(() => ({ status: 204 }));
    await expect(api(planningApi.remove, { params: { mealId: aPlannedMeal().id } })).resolves.toBe(
      null,
    );
  });

  it('refuses an answer the endpoint’s schema does not describe', async () => {
    // A meal without its id, and a date given as a number: not a planned meal.
    const { id: _id, ...withoutId } = aPlannedMeal();
    mockFetch(() => ({ status: 200, body: { meals: [{ ...withoutId, date: 20261121 }] } }));
    const error = await api(planningApi.list, { query: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('INTERNAL');
  });

  it('keeps the server’s refusal as it is', async () => {
    mockFetch(() => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Introuvable' } }));
    const error = await api(cookingApi.cook, { params: { mealId: aPlannedMeal().id } }).catch(
      (e: unknown) => e,
    );

    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).code).toBe('NOT_FOUND');
  });
});
