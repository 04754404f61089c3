import { inferAdditionalFields } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

// better-auth's client, mounted by the server at /api/auth. The session itself lives in an
// httpOnly cookie (decision 015): nothing about it is readable or stored here.
export const authClient = createAuthClient({
  basePath: '/api/auth',
  fetchOptions: {
    // Resolve `fetch` at call time (better-fetch captures it at creation otherwise), so the
    // page and the tests always go through the current global fetch.
    customFetchImpl: (input, init) => globalThis.fetch(input, init),
  },
  plugins: [
    inferAdditionalFields({
      user: {
        firstName: { type: 'string' },
        lastName: { type: 'string' },
        phone: { type: 'string', required: false },
      },
    }),
  ],
});

export type AuthClientError = { code?: string | undefined; status: number } | null;
