import { type Browser, expect, type Page, test } from '@playwright/test';
import { totpCode } from '../apps/server/test/helpers/totp';
import { setPasswordFromLink, signIn, signUpAndSubscribe } from './support/auth';
import { latestMailTo, mailCountTo } from './support/outbox';
import { newUser } from './support/users';

// Accounts that hold against a stolen session (decision 035), as a person meets them: two
// devices, one signed out from the other and by a new password; two-factor sign-in set up in
// Paramètres (the key read from the screen, the codes computed here by
// `apps/server/test/helpers/totp.ts`), asked after the password, a backup code working once.

async function openSettings(page: Page) {
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
}

async function enterCode(page: Page, code: string) {
  await expect(page.getByRole('heading', { name: 'Code de vérification' })).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Valider' }).click();
}

/** A second browser (its own cookies), signed in as `email`: another device. */
async function secondDevice(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard/);
  return page;
}

const devices = (page: Page) =>
  page.getByRole('list', { name: 'Appareils connectés' }).getByRole('listitem');

test('two devices: one ends the other in « Appareils connectés », a new password ends it too', async ({
  page,
  browser,
}) => {
  const user = newUser('appareils');
  await signUpAndSubscribe(page, user);
  const other = await secondDevice(browser, user.email, user.password);

  await openSettings(page);
  await expect(devices(page)).toHaveCount(2);
  await expect(devices(page).filter({ hasText: 'Cet appareil' })).toHaveCount(1);
  await expect(devices(page).first()).toContainText('Cet appareil');
  await expect(devices(page).first()).toContainText('Dernière utilisation\u202f: aujourd’hui');
  await page.getByRole('button', { name: /^Déconnecter Chrome sur Linux$/ }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'L’appareil est déconnecté' }),
  ).toBeVisible();
  await expect(devices(page)).toHaveCount(1);
  await other.goto('/dashboard/settings');
  await expect(other).toHaveURL(/\/auth/);

  // Signed in again over there; here, a new password through the mailed link.
  await signIn(other, user.email, user.password);
  await expect(other).toHaveURL(/\/dashboard/);
  const mailsBefore = mailCountTo(user.email);
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  const reset = await latestMailTo(user.email, mailsBefore);
  const newPassword = `${user.password}-nouveau`;
  await setPasswordFromLink(page, reset.link, newPassword);
  await other.goto('/dashboard/planning');
  await expect(other).toHaveURL(/\/auth/);
  await other.context().close();
});

test('two-factor set up in Paramètres: the code after the password, a backup code works once', async ({
  page,
}) => {
  const user = newUser('deuxfacteurs');
  await signUpAndSubscribe(page, user);
  await openSettings(page);
  const toggle = page.getByRole('switch', { name: 'Demander un code à chaque connexion' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  const setup = page.getByRole('dialog', { name: 'Activer la validation en deux étapes' });
  await setup.getByLabel('Mot de passe actuel').fill(user.password);
  await setup.getByRole('button', { name: 'Continuer' }).click();
  await expect(setup.getByRole('img', { name: /QR code à scanner/ })).toBeVisible();
  const key = (await setup.locator('code').textContent()) ?? '';
  expect(key).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  const secret = key.replace(/\s/g, '');
  await setup.getByLabel('Code à 6 chiffres').fill(totpCode(secret));
  await setup.getByRole('button', { name: 'Activer' }).click();
  const codes = setup.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem');
  await expect(codes.first()).toBeVisible();
  expect(await codes.count()).toBeGreaterThanOrEqual(8);
  const backup = (await codes.first().textContent()) ?? '';
  await expect(setup).toContainText('ne seront plus jamais affichés');
  await setup.getByRole('button', { name: 'J’ai gardé mes codes' }).click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  await page.context().clearCookies();
  await signIn(page, user.email, user.password);
  await enterCode(page, '000000');
  await expect(page.getByRole('alert')).toHaveText(/Ce code n’est pas le bon/);
  await page.getByLabel('Code', { exact: true }).fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  for (const expected of ['signed in', 'refused'] as const) {
    await page.context().clearCookies();
    await signIn(page, user.email, user.password);
    await enterCode(page, backup);
    if (expected === 'signed in') await expect(page).toHaveURL(/\/dashboard/);
    else await expect(page.getByRole('alert')).toHaveText(/Ce code n’est pas le bon/);
  }
});
