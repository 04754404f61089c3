import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { callApi } from './support/api';
import { signIn, signUpAndSubscribe } from './support/auth';
import { latestMailTo, mailCountTo } from './support/outbox';
import { newUser } from './support/users';

// « Paramètres » as a subscriber lives it, on a phone and on a laptop: edit
// the profile and every answer, see them again after a reload and in the header; change the
// e-mail and the password through their mails; take the data, then delete the account.

const chipsOf = (page: Page, list: string) =>
  page.getByRole('list', { name: list }).getByRole('listitem');

for (const { label, viewport } of [
  { label: 'phone', viewport: { width: 390, height: 844 } },
  { label: 'laptop', viewport: { width: 1280, height: 900 } },
]) {
  test.describe(`settings on a ${label} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('profile and preferences are saved, shown again after a reload and in the header', async ({
      page,
    }) => {
      const user = newUser('reglages');
      await signUpAndSubscribe(page, user);
      await page.goto('/dashboard/settings');
      await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
      await expect(page.getByLabel('Adresse email', { exact: true })).toHaveValue(user.email);

      await page.getByLabel('Prénom').fill('Léa');
      await page.getByLabel('Nom', { exact: true }).fill('Berset');
      const preferred = page.getByRole('textbox', { name: 'Aliments préférés' });
      await preferred.fill('  tomates ');
      await preferred.press('Enter');
      await preferred.fill('basilic');
      await page.getByRole('button', { name: 'Ajouter à « Aliments préférés »' }).click();
      await preferred.fill('Tomates');
      await preferred.press('Enter');
      await expect(chipsOf(page, 'Aliments préférés')).toHaveText(['tomates', 'basilic']);
      const avoided = page.getByRole('textbox', { name: 'Aliments à éviter' });
      await avoided.fill('coriandre');
      await avoided.press('Enter');
      await avoided.fill('noix');
      await avoided.press('Enter');
      await page.getByRole('button', { name: 'Retirer « noix »' }).click();
      await page.getByRole('checkbox', { name: 'Sans gluten' }).check();
      await page.getByRole('button', { name: 'Ajouter un adulte' }).click();
      await page.getByRole('button', { name: 'Ajouter un enfant' }).click();
      await page.getByRole('radio', { name: /Chaque mois/ }).check();
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await expect(page.getByText('Profil mis à jour avec succès')).toBeVisible();
      // The header greets by the saved names, without a reload (one source of truth).
      await expect(
        page.getByRole('button', { name: 'Menu du compte de Léa Berset' }),
      ).toBeVisible();

      await page.reload();
      await expect(page.getByLabel('Prénom')).toHaveValue('Léa');
      await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Berset');
      await expect(chipsOf(page, 'Aliments préférés')).toHaveText(['tomates', 'basilic']);
      await expect(chipsOf(page, 'Aliments à éviter')).toHaveText(['coriandre']);
      await expect(page.getByRole('checkbox', { name: 'Sans gluten' })).toBeChecked();
      await expect(page.getByRole('radio', { name: /Chaque mois/ })).toBeChecked();
      await expect(page.getByRole('group', { name: 'Adultes' })).toContainText('2');
      await expect(page.getByRole('group', { name: 'Enfants' })).toContainText('1');
      await expect(
        page.getByRole('button', { name: 'Menu du compte de Léa Berset' }),
      ).toBeVisible();
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Menu du compte de Léa Berset' }).click();
      await expect(page.getByRole('menu')).toContainText('Léa Berset');
    });

    test('the e-mail changes through the link sent to the new address; the password through a reset mail', async ({
      page,
    }) => {
      const user = newUser('adresse');
      await signUpAndSubscribe(page, user);
      await page.goto('/dashboard/settings');

      await page.getByRole('button', { name: 'Modifier l’adresse email' }).click();
      const dialog = page.getByRole('dialog', { name: 'Modifier l’adresse email' });
      const newEmailField = dialog.getByLabel('Nouvelle adresse email');
      await newEmailField.fill(user.email.toUpperCase());
      await newEmailField.press('Enter');
      await expect(
        dialog.getByText('Cette adresse email est déjà associée à votre compte'),
      ).toBeVisible();

      const newEmail = user.email.replace('adresse-', 'nouvelle-');
      await newEmailField.fill(newEmail);
      await dialog.getByRole('button', { name: 'Envoyer le lien' }).click();
      await expect(dialog).toBeHidden();
      await expect(
        page.getByText('Un email de confirmation a été envoyé à votre nouvelle adresse email'),
      ).toBeVisible();
      const confirmation = await latestMailTo(newEmail);
      expect(confirmation.subject).toContain('Confirmez votre nouvelle adresse email');
      await page.goto(confirmation.link);
      await expect(page).toHaveURL(/\/dashboard\/settings$/);
      await expect(page.getByLabel('Adresse email', { exact: true })).toHaveValue(newEmail);

      const before = mailCountTo(newEmail);
      await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
      await expect(
        page.getByText('Un email de réinitialisation du mot de passe a été envoyé'),
      ).toBeVisible();
      const reset = await latestMailTo(newEmail, before);
      expect(reset.subject).toContain('mot de passe');
      expect(reset.link).toContain('/auth/reset-password?token=');
    });

    test('« Exporter mes données » downloads every row, then « Supprimer mon compte » ends it all', async ({
      page,
    }) => {
      const user = newUser('depart');
      await signUpAndSubscribe(page, user);
      // Rows of the household, through the API the screens use.
      for (const [path, data] of [
        [
          '/api/planning/meals',
          { recipeTitle: 'Gratin dauphinois', date: '2026-12-01', time: '19:00' },
        ],
        ['/api/shopping/items', { name: 'Pommes' }],
        ['/api/fridge/items', { name: 'Lait' }],
      ] as const) {
        await callApi(page, 'POST', path, data, 201);
      }
      await page.goto('/dashboard/settings');

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Exporter mes données' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^mijote-donnees-\d{4}-\d{2}-\d{2}\.json$/);
      const exported = JSON.parse(readFileSync(await download.path(), 'utf8'));
      expect(exported).toMatchObject({
        format: 'mijote-export/1',
        user: { email: user.email, firstName: user.firstName, lastName: user.lastName },
        profile: { email: user.email },
        preferences: { shoppingFrequency: 'weekly' },
        subscriptions: [{ status: 'active' }],
        household: { members: [{ isYou: true, role: 'owner' }] },
        plannedMeals: [{ recipeTitle: 'Gratin dauphinois' }],
        shoppingItems: [{ name: 'Pommes' }],
        fridgeItems: [{ name: 'Lait' }],
      });
      expect(JSON.stringify(exported)).not.toContain(user.password);
      await expect(page.getByText('Vos données ont été téléchargées')).toBeVisible();

      await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
      const dialog = page.getByRole('dialog', { name: /^Supprimer votre compte/ });
      const confirm = dialog.getByRole('button', { name: 'Supprimer définitivement' });
      await expect(confirm).toBeDisabled();
      // The word exactly (decision 035): another case is another word.
      await dialog.getByLabel('Pour confirmer, tapez SUPPRIMER').fill('supprimer');
      await expect(confirm).toBeDisabled();
      await dialog.getByLabel('Pour confirmer, tapez SUPPRIMER').fill('SUPPRIMER');
      await dialog.getByLabel('Mot de passe actuel').fill(user.password);
      await confirm.click();

      // Signed out, on the landing page; the dashboard asks for a sign-in again.
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/dashboard/settings');
      await expect(page).toHaveURL(/\/auth$/);
      await signIn(page, user.email, user.password);
      await expect(page.getByRole('alert')).toHaveText(/Email ou mot de passe incorrect/);
      await expect(page).toHaveURL(/\/auth$/);
    });
  });
}
