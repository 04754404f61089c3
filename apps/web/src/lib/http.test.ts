import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldErrorsFromApi } from './form';
import { ApiError, http } from './http';

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

describe('http', () => {
  it('turns an error body into an ApiError that keeps the field issues', async () => {
    answer(422, {
      code: 'VALIDATION_FAILED',
      message: 'Certaines informations sont invalides.',
      issues: [
        { path: 'expiry', message: 'validation.expiryPast' },
        { path: 'cardNumber', message: 'validation.cardNumberInvalid' },
        { bogus: true },
      ],
    });
    const error = await http('/api/x', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('VALIDATION_FAILED');
    expect((error as ApiError).issues).toHaveLength(2);
    expect(fieldErrorsFromApi(error)).toEqual({
      expiry: 'validation.expiryPast',
      cardNumber: 'validation.cardNumberInvalid',
    });
  });

  it('maps an unknown code by status and has no field errors', async () => {
    answer(429, { code: 'SOMETHING_ELSE' });
    const error = await http('/api/x').catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('RATE_LIMITED');
    expect(fieldErrorsFromApi(error)).toEqual({});
  });

  it('reads a 503 without a body of ours (a proxy’s) as SERVICE_UNAVAILABLE', async () => {
    answer(503, undefined);
    const error = await http('/api/x').catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('SERVICE_UNAVAILABLE');
  });

  it('reports an unreachable server as NETWORK', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await http('/api/x').catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('NETWORK');
  });
});
