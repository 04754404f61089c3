import { expect, test } from '@playwright/test';
import { signUpAndSubscribe } from './support/auth';
import { openFromMenu } from './support/dashboard';
import { newUser } from './support/users';

// A tab opened before a deploy asks for the old build's chunks when the user opens another
// page: the server answers 404 for a file it does not have (never the app's HTML), and the app
// reloads once onto the new build, on the page that was being opened, instead of an error page.

test('a page whose chunk is gone after a deploy opens after one reload', async ({ page }) => {
  await signUpAndSubscribe(page, newUser('deploy'));

  // The planning page's chunk is answered as the server answers a file of an older build.
  let refused = 0;
  await page.route(
    // The planning route's own chunk (app/routes/planning.tsx), its 8-character hash after it.
    /\/assets\/planning-[A-Za-z0-9_-]{8}\.js$/,
    (route) => {
      refused++;
      return route.fulfill({ status: 404, contentType: 'application/json', body: '{}' });
    },
    { times: 1 },
  );
  let loads = 0;
  page.on('load', () => loads++);

  await openFromMenu(page, 'Planning');
  await expect(page).toHaveURL(/\/dashboard\/planning$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Planning des repas' })).toBeVisible();
  expect(refused).toBe(1);
  expect(loads).toBe(1);
  await expect(page.getByText('Une erreur inattendue')).toHaveCount(0);
});

test('a missing file is a 404, a page of the app is the app', async ({ request }) => {
  const missing = await request.get('/assets/index-0ld0ld.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).toContain('application/json');
  const page = await request.get('/dashboard/planning');
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toContain('text/html');
});
