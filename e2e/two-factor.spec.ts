import { expect, type Page, test } from '@playwright/test';
import { totpCode } from '../apps/server/test/helpers/totp';
import { callApi } from './support/api';
import { signIn, signUpAndSubscribe } from './support/auth';
import { newUser } from './support/users';

// Two-factor sign-in (decision 035) as a person meets it: the password, then the code of the
// authenticator app, or a backup code that works once. The set-up goes through the API (its
// screen in Paramètres is still to come); the codes are computed here (`apps/server/test/helpers/totp.ts`).

async function enterCode(page: Page, code: string) {
  await expect(page.getByRole('heading', { name: 'Code de vérification' })).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Valider' }).click();
}

test('the code after the password: a wrong one is refused, a backup code works once', async ({
  page,
}) => {
  const user = newUser('deuxfacteurs');
  await signUpAndSubscribe(page, user);
  const enabled = await callApi(page, 'POST', '/api/auth/two-factor/enable', {
    password: user.password,
  });
  const secret = new URL(enabled.totpURI).searchParams.get('secret') ?? '';
  await callApi(page, 'POST', '/api/auth/two-factor/verify-totp', { code: totpCode(secret) });

  await page.context().clearCookies();
  await signIn(page, user.email, user.password);
  await enterCode(page, '000000');
  await expect(page.getByRole('alert')).toHaveText(/Ce code n’est pas le bon/);
  await page.getByLabel('Code', { exact: true }).fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  const backup: string = enabled.backupCodes[0];
  for (const expected of ['signed in', 'refused'] as const) {
    await page.context().clearCookies();
    await signIn(page, user.email, user.password);
    await enterCode(page, backup);
    if (expected === 'signed in') await expect(page).toHaveURL(/\/dashboard/);
    else await expect(page.getByRole('alert')).toHaveText(/Ce code n’est pas le bon/);
  }
});
