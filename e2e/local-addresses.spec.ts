import { expect, test } from '@playwright/test';
import { signUpAndSubscribeOnScreen } from './support/auth';
import { newUser } from './support/users';

// On a fresh machine (the e2e server runs without PUBLIC_URL) the app works
// however it is opened. Before, opening http://127.0.0.1:<port> made the first sign-up fail
// with « Une erreur est survenue ». And the browser keeps nothing personal (part 4).

const port = process.env.E2E_PORT ?? '3100';

test.use({ baseURL: `http://127.0.0.1:${port}` });

test('signs up and subscribes with the app opened at 127.0.0.1, keeping nothing personal in the browser', async ({
  page,
}) => {
  await signUpAndSubscribeOnScreen(page, newUser('loopback'));
  expect(new URL(page.url()).host).toBe(`127.0.0.1:${port}`);
  const stored = await page.evaluate(() =>
    Object.keys(localStorage).map((key) => [key, localStorage.getItem(key) ?? '']),
  );
  for (const [key, value] of stored) {
    expect(['theme-storage', 'language-storage', 'promo-banner-dismissed']).toContain(key);
    expect(value).not.toContain('@');
  }
});

test('refuses a page of another origin in French', async ({ request }) => {
  const response = await request.post('/api/auth/sign-up/email', {
    headers: { origin: 'https://evil.example' },
    data: { email: 'x@mijote.test', password: 'secret123', firstName: 'X', lastName: 'Y' },
  });
  expect(response.status()).toBe(403);
  expect(await response.json()).toMatchObject({
    code: 'ORIGIN_REFUSED',
    message:
      'L’adresse utilisée pour ouvrir Mijote n’est pas autorisée. Ouvrez l’application depuis son adresse habituelle.',
  });
});
