import { expect, type Page } from '@playwright/test';
import type { NewUser } from './users';

// The sign-up, sign-in and sign-out steps every journey starts or ends with, through the real
// /auth screen and its French labels.

/** Signs up through the form; the new user lands on /questionnaire. */
export async function signUp(page: Page, user: NewUser) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Inscription' }).click();
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

/** Clicks « Se déconnecter » and waits for the landing page, where sign-out leads (spec 2). */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/);
}
