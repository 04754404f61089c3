import { expect, type Page, test } from '@playwright/test';
import { signIn, signOut, signUp } from './support/auth';
import { newUser } from './support/users';

// The main journey, as a new user lives it: sign-up, the 4-step questionnaire, the plan,
// the built-in demo checkout, the confirmation, the dashboard. Then the access rules around it.

const step = (page: Page, n: number) =>
  expect(page.getByRole('progressbar', { name: 'Progression du questionnaire' })).toHaveAttribute(
    'aria-valuetext',
    `Étape ${n} sur 4`,
  );

test('sign-up → questionnaire → demo checkout with 4242 → confirmed → dashboard', async ({
  page,
}) => {
  await signUp(page, newUser('parcours'));
  await expect(page).toHaveURL(/\/questionnaire$/);
  const next = page.getByRole('button', { name: 'Suivant' });
  const previous = page.getByRole('button', { name: 'Précédent' });

  // Step 1: household.
  await step(page, 1);
  await expect(page.getByRole('heading', { name: 'Composition du foyer' })).toBeVisible();
  await expect(previous).toBeDisabled();
  await page.getByRole('button', { name: 'Ajouter un adulte' }).click();
  await page.getByRole('button', { name: 'Ajouter un enfant' }).click();
  await next.click();

  // Step 2: restrictions, with the 'Aucune' rule.
  await step(page, 2);
  await page.getByRole('checkbox', { name: 'Végétarien' }).check();
  await page.getByRole('checkbox', { name: 'Aucune' }).check();
  await expect(page.getByRole('checkbox', { name: 'Végétarien' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'Sans gluten' }).check();
  await expect(page.getByRole('checkbox', { name: 'Aucune' })).not.toBeChecked();

  // Précédent once: step 1 kept its answers.
  await previous.click();
  await step(page, 1);
  await expect(page.getByRole('group', { name: 'Adultes' }).getByRole('status')).toHaveText('2');
  await next.click();
  await expect(page.getByRole('checkbox', { name: 'Sans gluten' })).toBeChecked();
  await next.click();

  // Step 3: foods.
  await step(page, 3);
  await page.getByLabel('Aliments préférés').fill('tomates, basilic, ');
  await page.getByLabel('Aliments à éviter').fill('coriandre');
  await next.click();

  // Step 4: shopping frequency (weekly by default), then Terminer.
  await step(page, 4);
  await expect(page.getByRole('radio', { name: 'Chaque semaine' })).toBeChecked();
  await page.getByRole('radio', { name: 'Chaque mois' }).check();
  await expect(next).toHaveCount(0);
  await page.getByRole('button', { name: 'Terminer' }).click();

  // The plan, then the whole page goes to the demo checkout.
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole('heading', { name: 'Abonnement mensuel' })).toBeVisible();
  await expect(page.getByText('CHF 9.99', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Commencer maintenant' }).click();
  await expect(page).toHaveURL(/\/demo\/checkout\/[^/]+$/);
  await expect(page.getByText('Mode démo — aucun paiement réel')).toBeVisible();

  await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiration').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Payer CHF 9.99' }).click();

  await expect(page).toHaveURL(/\/payment\/success\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Paiement confirmé !' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Accéder au tableau de bord' })).toBeVisible();
  // After the 2 s delay, without a click.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 6000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();

  // The questionnaire is behind the user now.
  await page.goto('/questionnaire');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a signed-in user without a subscription typing /dashboard/planning lands on /subscription', async ({
  page,
}) => {
  const user = newUser('sans-abo');
  await signUp(page, user);
  await expect(page).toHaveURL(/\/questionnaire$/);
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: 'Terminer' }).click();
  await expect(page).toHaveURL(/\/subscription$/);

  await page.goto('/dashboard/planning');
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole('button', { name: 'Commencer maintenant' })).toBeVisible();

  // And after signing in again, too (spec 4, sign-in routing).
  await signOut(page);
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/subscription$/);
});

test('the complimentary account goes straight to /dashboard, and has no portal', async ({
  page,
}) => {
  const user = { ...newUser(), email: 'offert@mijote.test' };
  await signUp(page, user);
  await expect(page).toHaveURL(/\/questionnaire$/);
  await signOut(page);

  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();

  // Nothing to buy: /subscription sends it back to the dashboard.
  await page.goto('/subscription');
  await expect(page).toHaveURL(/\/dashboard$/);

  // No payment customer: 'Gérer l'abonnement' says so.
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
  await page.getByRole('button', { name: /Gérer l[’']abonnement/ }).click();
  await expect(page.getByRole('alert')).toHaveText('Aucun abonnement trouvé');
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
});
