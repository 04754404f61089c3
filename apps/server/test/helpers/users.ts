import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { cookiesFrom, type TestApp } from './test-app';

export const TEST_ORIGIN = 'http://localhost:3000';

export type TestUser = { id: string; email: string; cookie: string };

/** Signs a user up through the real auth endpoint and keeps the session cookie. */
export async function signUpUser(t: TestApp, email: string): Promise<TestUser> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN },
    payload: {
      email,
      password: 'secret123',
      name: 'Léa Martin',
      firstName: 'Léa',
      lastName: 'Martin',
    },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  return {
    id: response.json().user.id as string,
    email,
    cookie: cookiesFrom(response.headers['set-cookie']),
  };
}

export const VALID_PREFERENCES = {
  householdSize: { adults: 2, children: 1 },
  restrictions: ['vegetarian'],
  preferredFoods: ['tomates', 'basilic'],
  avoidedFoods: ['coriandre'],
  shoppingFrequency: 'weekly',
};

/** Calls the API as `user` (or anonymously), with the app's origin like the browser would. */
export function callApi(t: TestApp, user?: TestUser) {
  const call = (
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  return {
    get: (url: string) => call('GET', url),
    put: (url: string, payload: unknown) => call('PUT', url, payload),
    post: (url: string, payload?: unknown) => call('POST', url, payload),
    patch: (url: string, payload: unknown) => call('PATCH', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}

/** callApi with a bare cookie header, as a device holding only that session would call. */
export function callWithCookie(t: TestApp, cookie?: string) {
  return callApi(t, cookie ? { id: '', email: '', cookie } : undefined);
}
