import { expect, type Page } from '@playwright/test';
import { DEFAULT_PREFERENCES_INPUT } from '../../packages/contracts/src/preferences';
import { DEMO_TEST_CARDS } from '../../packages/contracts/src/subscription';
import { callApi } from './api';
import type { NewUser } from './users';

// The sign-up, sign-in and sign-out steps every journey starts or ends with, through the real
// /auth screen and its French labels.

/** Signs up through the form; the new user lands on /questionnaire. */
export async function signUp(page: Page, user: NewUser) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Inscription' }).click();
  await fillSignUp(page, user);
}

/** Fills and submits the sign-up form already on screen (e.g. reached from an invitation). */
export async function fillSignUp(page: Page, user: NewUser) {
  await page.getByLabel('Prénom').fill(user.firstName);
  await page.getByLabel('Nom', { exact: true }).fill(user.lastName);
  await page.getByLabel('Adresse email').fill(user.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
}

/** Fills and submits the sign-in form; where it lands is for the caller to check. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Adresse email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Follows a reset link and sets `password`, through the « Nouveau mot de passe » screen. */
export async function setPasswordFromLink(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByLabel('Nouveau mot de passe').fill(password);
  await page.getByLabel('Confirmer le mot de passe').fill(password);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('heading', { name: 'Mot de passe modifié' })).toBeVisible();
}

/** Clicks « Se déconnecter » and waits for the landing page, where sign-out leads (spec 2). */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * A new user who answered the questionnaire with its defaults and paid on the demo checkout with
 * the test card that is accepted, through the screens: they end on /dashboard. The onboarding's
 * own journeys use it; a journey about what comes after uses `signUpAndSubscribe`.
 */
export async function signUpAndSubscribeOnScreen(page: Page, user: NewUser) {
  await signUp(page, user);
  await answerQuestionnaire(page);
  await page.getByRole('button', { name: 'Commencer maintenant' }).click();
  await expect(page).toHaveURL(/\/demo\/checkout\/[^/]+$/);
  await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiration').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Payer CHF 9.99' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
}

/**
 * The same subscriber as `signUpAndSubscribeOnScreen`, made through the endpoints those screens
 * call (page.request shares the page's cookies), then on /dashboard. The screens cost a journey
 * about 10 s each time; their own journeys (onboarding, demo checkout, local addresses) go
 * through them.
 */
export async function signUpAndSubscribe(page: Page, user: NewUser) {
  await callApi(page, 'POST', '/api/auth/sign-up/email', {
    ...user,
    name: `${user.firstName} ${user.lastName}`,
  });
  await callApi(page, 'PUT', '/api/preferences', DEFAULT_PREFERENCES_INPUT);
  const checkout = await callApi(page, 'POST', '/api/subscription/checkout');
  const sessionId = new URL(checkout.url).pathname.split('/').at(-1);
  await callApi(page, 'POST', `/api/demo/checkout/${sessionId}/pay`, {
    cardNumber: DEMO_TEST_CARDS.success,
    expiry: '12/30',
    cvc: '123',
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
}

/** Answers the questionnaire with its defaults; it ends on /subscription. */
export async function answerQuestionnaire(page: Page) {
  await expect(page).toHaveURL(/\/questionnaire$/);
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: 'Terminer' }).click();
}
