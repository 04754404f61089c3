import { PRODUCT_TIME_ZONE } from '@mijote/contracts';
import { expect, type Page, test } from '@playwright/test';
import { signUp } from './support/auth';
import { newUser } from './support/users';

// The built-in demo provider (no Stripe keys in the e2e server): a refused card changes nothing,
// FREE30 opens a 30-day trial that the demo portal and the settings show.

/** A new user who answered the questionnaire and is on the demo checkout page. */
async function reachCheckout(page: Page) {
  const user = newUser('paiement');
  await signUp(page, user);
  await expect(page).toHaveURL(/\/questionnaire$/);
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: 'Terminer' }).click();
  await page.getByRole('button', { name: 'Commencer maintenant' }).click();
  await expect(page).toHaveURL(/\/demo\/checkout\/[^/]+$/);
  await expect(page.getByText(user.email)).toBeVisible();
  return user;
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Numéro de carte').fill(number);
  await page.getByLabel('Expiration').fill('12/30');
  await page.getByLabel('CVC').fill('123');
}

/** '21 décembre 2026', as the app writes dates (the browser runs in this machine's zone). */
// The day in Swiss time, as the app shows every date: from 23:00 UTC (midnight in Zurich) the
// machine's own day is still the day before.
const frenchDate = (date: Date) =>
  new Intl.DateTimeFormat('fr-CH', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: PRODUCT_TIME_ZONE,
  })
    .format(date)
    // « 1er décembre », as the app writes the first of a month.
    .replace(/^1 /, '1er ');
const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);

test('a declined card stays on the checkout with the French error', async ({ page }) => {
  await reachCheckout(page);
  const checkoutUrl = page.url();
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Payer CHF 9.99' }).click();

  await expect(page.getByRole('alert')).toHaveText(
    'Votre carte a été refusée. Veuillez utiliser une autre carte.',
  );
  expect(page.url()).toBe(checkoutUrl);

  // Nothing was recorded: the dashboard is still closed.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/subscription$/);
});

test('FREE30 starts a trial that ends 30 days later, and the demo portal manages it', async ({
  page,
}) => {
  await reachCheckout(page);
  // A wrong code is refused on its field.
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByLabel(/^Code promo/).fill('NOEL');
  await page.getByRole('button', { name: 'Payer CHF 9.99' }).click();
  await expect(page.getByText('Ce code promo n’est pas valide')).toBeVisible();
  await expect(page.getByLabel(/^Code promo/)).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel(/^Code promo/).fill('FREE30');
  const expected = [frenchDate(inDays(30))];
  await page.getByRole('button', { name: /Démarrer l[’']essai gratuit/ }).click();
  expected.push(frenchDate(inDays(30)));
  const trialEnd = new RegExp(`(${[...new Set(expected)].join('|')})`);

  await expect(page.getByRole('heading', { name: 'Paiement confirmé !' })).toBeVisible();
  await expect(page.getByText(/Votre essai gratuit se termine le/)).toHaveText(trialEnd);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 6000 });

  // Settings: the trial, then 'Gérer l'abonnement' opens the demo portal.
  await page.goto('/dashboard/settings');
  await expect(page.getByText('Période d’essai')).toBeVisible();
  await expect(page.getByText(/Essai gratuit jusqu[’']au/)).toHaveText(trialEnd);
  await page.getByRole('button', { name: /Gérer l[’']abonnement/ }).click();
  await expect(page).toHaveURL(/\/demo\/portal$/);
  await expect(page.getByText('Mode démo — aucun paiement réel')).toBeVisible();
  await expect(page.getByText('Période d’essai')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: trialEnd }).first()).toBeVisible();

  // Cancel at the end of the period, then take it back.
  await page.getByRole('button', { name: 'Résilier à la fin de la période' }).click();
  await expect(page.getByText(/^Résiliation prévue le /)).toHaveText(trialEnd);
  await page.getByRole('button', { name: /Reprendre l[’']abonnement/ }).click();
  await expect(page.getByText('Période d’essai')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Résilier à la fin de la période' })).toBeVisible();

  // A scheduled cancellation keeps the access until then.
  await page.getByRole('button', { name: 'Résilier à la fin de la période' }).click();
  await page.getByRole('link', { name: 'Retour aux paramètres' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByText(/^Résiliation prévue le /)).toBeVisible();
});
