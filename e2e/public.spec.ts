import { expect, test } from '@playwright/test';

test('unknown paths show the 404 page with its two ways out', async ({ page }) => {
  // The page of the app, sent with the status it shows (not a 200 a crawler would index).
  const response = await page.goto('/cette-page-n-existe-pas');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await expect(
    page.getByText('La page que vous recherchez n’existe pas ou a été déplacée.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/encore/perdu');
  await page.getByRole('link', { name: 'Aller au tableau de bord' }).click();
  // Signed out: the dashboard sends to sign-in.
  await expect(page).toHaveURL(/\/auth$/);
});

test('the chosen theme survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Activer le thème sombre' }).first().click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Activer le thème clair' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('theme-storage'))).toContain('dark');
});

test('the landing’s theme button and banner answer before React has arrived', async ({ page }) => {
  // React's entry of the landing is held back: what answers now answers without it.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/landing-hydrate-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const toDark = page.getByRole('button', { name: 'Activer le thème sombre' });
  await toDark.click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Activer le thème clair' })).toBeVisible();
  const banner = page.getByRole('region', { name: 'Offre de bienvenue' });
  await page.getByRole('button', { name: 'Masquer l’offre' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('theme-storage'))).toBe('dark');

  // React hydrates from that state and takes over: the same button goes back to light.
  release();
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Activer le thème clair' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expect(toDark).toBeVisible();
  await expect(banner).toBeHidden();

  // A dark visitor's landing says so before React, too.
  await page.evaluate(() => localStorage.setItem('theme-storage', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Activer le thème clair' })).toBeVisible();
});

test('the FREE30 banner stays dismissed after a reload', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByText(/30 jours offerts avec le code FREE30/).first();
  await expect(banner).toBeVisible();
  await page.getByRole('button', { name: 'Masquer l’offre' }).click();
  await expect(page.getByRole('button', { name: 'Masquer l’offre' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Masquer l’offre' })).toHaveCount(0);
});

test('the landing built in one year shows the visitor’s year, and hydrates cleanly', async ({
  page,
}) => {
  // The landing is prerendered at build time; a visitor's clock a year later.
  const nextYear = new Date().getFullYear() + 1;
  await page.clock.setFixedTime(new Date(`${nextYear}-01-02T09:00:00`));
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByText(`© ${nextYear} Mijote. Tous droits réservés.`)).toBeVisible();
  // A focus hydrates the page: React finds the year it renders.
  await page.getByRole('button', { name: 'Activer le thème sombre' }).first().click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByText(`© ${nextYear} Mijote. Tous droits réservés.`)).toBeVisible();
  expect(errors).toEqual([]);
});

test('public pages paint at once; protected ones show the splash while the session is checked', async ({
  page,
}) => {
  await page.goto('/privacy');
  await expect(page.getByTestId('splash-screen')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Politique de confidentialité' })).toBeVisible();

  // A slow check (a phone on a poor network): the splash says what is happening, then goes.
  // The check answers only once the splash has been seen (a fixed delay could run out first on a
  // loaded machine); the page's load waits for the preloaded check, hence `commit`.
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/api/me', async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto('/questionnaire', { waitUntil: 'commit' });
  await expect(page.getByTestId('splash-screen')).toBeVisible();
  await expect(page.getByText('Vérification de votre session…')).toBeVisible();
  answer();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 10_000 });
  await expect(page.getByTestId('splash-screen')).toHaveCount(0);
});

test('the legal pages have their sections and a way back', async ({ page }) => {
  await page.goto('/terms');
  for (const title of ['Introduction', 'Utilisation', 'Abonnement', 'Résiliation']) {
    await expect(page.getByRole('heading', { name: new RegExp(title) }).first()).toBeVisible();
  }
  await page.goto('/privacy');
  for (const title of ['Introduction', 'Sécurité', 'Cookies', 'Contact']) {
    await expect(page.getByRole('heading', { name: new RegExp(title) }).first()).toBeVisible();
  }
});
