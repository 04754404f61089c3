import { expect, test } from '@playwright/test';
import { setPasswordFromLink, signIn, signOut, signUp } from './support/auth';
import { latestMailTo, mailCountTo } from './support/outbox';
import { newUser } from './support/users';

// The account journey, as a new user lives it, with the mails read from the outbox the
// server writes under DATA_DIR.

test('sign-up, e-mail confirmation, sign-out, sign-in and a forgotten password', async ({
  page,
}) => {
  const user = newUser();
  await signUp(page, user);
  await expect(page).toHaveURL(/\/questionnaire$/);

  const verification = await latestMailTo(user.email);
  expect(verification.subject).toContain('Confirmez votre adresse email');
  await page.goto(verification.link);
  await expect(page).toHaveURL(/\/auth\/email-confirmation\?verified=1/);
  await expect(page.getByRole('heading', { name: 'Adresse email confirmée' })).toBeVisible();

  await page.goto('/questionnaire');
  await signOut(page);
  await page.goto('/questionnaire');
  await expect(page).toHaveURL(/\/auth$/);

  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/questionnaire$/);
  await signOut(page);

  // Forgotten password, through the mailed link.
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/\/auth\/reset-password$/);
  const mailsBefore = mailCountTo(user.email);
  await page.getByLabel('Adresse email').fill(user.email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('heading', { name: 'Email envoyé !' })).toBeVisible();
  const reset = await latestMailTo(user.email, mailsBefore);
  expect(reset.subject).toContain('mot de passe');
  const newPassword = `${user.password}-nouveau`;
  await setPasswordFromLink(page, reset.link, newPassword);

  await signIn(page, user.email, user.password);
  await expect(page.getByRole('alert')).toContainText('Email ou mot de passe incorrect');
  await signIn(page, user.email, newPassword);
  await expect(page).toHaveURL(/\/questionnaire$/);
});

test('a wrong password is refused with the spec text, in a red box', async ({ page }) => {
  const user = newUser('mauvais');
  await signUp(page, user);
  await expect(page).toHaveURL(/\/questionnaire$/);
  await signOut(page);
  await signIn(page, user.email, 'pas-le-bon');
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(/Email ou mot de passe incorrect/);
  await expect(page).toHaveURL(/\/auth$/);
});

test('an unknown address cannot ask for a reset', async ({ page }) => {
  await page.goto('/auth/reset-password');
  await page.getByLabel('Adresse email').fill('personne@mijote.test');
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Cette adresse email n[’']est pas inscrite/);
  await expect(page.getByRole('heading', { name: 'Email envoyé !' })).toHaveCount(0);
});

test('signing up again with a used address says so', async ({ page }) => {
  const user = newUser('double');
  await signUp(page, user);
  await expect(page).toHaveURL(/\/questionnaire$/);
  await signOut(page);
  await signUp(page, user);
  await expect(page.getByRole('alert')).toHaveText(/Cette adresse email est déjà utilisée/);
});
