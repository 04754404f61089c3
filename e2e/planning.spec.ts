import { addDays } from '@mijote/contracts';
import { expect, test } from '@playwright/test';
import { signUpAndSubscribe } from './support/auth';
import { openFromMenu } from './support/dashboard';
import { formatLongDate, startOfWeek, todayIsoDate } from './support/dates';
import { newUser } from './support/users';

// A family plans a meal from the home, sees it on the planning and on
// the home, then deletes it; on a phone and on a laptop.

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('plan a meal from the home, see it on the planning and the home, delete it', async ({
      page,
    }) => {
      await signUpAndSubscribe(page, newUser(`planning-${viewport.width}`));
      const today = todayIsoDate();

      // The home: welcome, nothing planned yet.
      await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
      await expect(page.getByText('Bonjour Camille !')).toBeVisible();
      await expect(page.getByText('Rien de prévu aujourd’hui.')).toBeVisible();

      // « Planifier un repas » opens the planning with the form ready (navigation state).
      await page.getByRole('link', { name: /Planifier un repas/ }).click();
      await expect(page).toHaveURL(/\/dashboard\/planning$/);
      const dialog = page.getByRole('dialog', { name: 'Ajouter un repas' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Date', { exact: true })).toHaveValue(today);
      await expect(dialog.getByLabel('Heure')).toHaveValue('19:00');
      await expect(dialog.getByLabel('Nombre de portions')).toHaveValue('2');
      await expect(dialog.getByLabel('Type de repas')).toHaveValue('plat');

      // A mistake is refused in French, then the meal is added.
      await dialog.getByRole('button', { name: 'Ajouter au planning' }).click();
      await expect(dialog.getByText('Veuillez saisir le titre du repas')).toBeVisible();
      await dialog.getByLabel('Titre du repas').fill('Gratin de courgettes');
      await dialog.getByLabel('Nombre de portions').fill('4');
      await dialog.getByRole('button', { name: 'Ajouter au planning' }).click();
      await expect(dialog).toBeHidden();

      const dayHeading = page.getByRole('heading', { level: 2, name: formatLongDate(today) });
      await expect(dayHeading).toBeVisible();
      const meal = page.getByRole('article', { name: 'Gratin de courgettes' });
      await expect(meal).toContainText('19:00');
      await expect(meal).toContainText('4 portions');

      // The navigation state was cleared: a reload shows the planning, not the form again.
      await page.reload();
      await expect(page.getByRole('article', { name: 'Gratin de courgettes' })).toBeVisible();
      await expect(page.getByRole('dialog')).toBeHidden();

      // The week view shows it on today's column, marked as today.
      await page.getByRole('button', { name: 'Semaine', exact: true }).click();
      const todayCell = page.locator('li[aria-current="date"]');
      await expect(todayCell).toContainText('Gratin de courgettes');
      // A phone opens the week on today; the week's past days are one tap away.
      if (startOfWeek(today) !== today) {
        const yesterday = page
          .getByRole('listitem')
          .filter({ hasText: formatLongDate(addDays(today, -1)) });
        if (viewport.name === 'phone') {
          await expect(yesterday).toBeHidden();
          await page.getByRole('button', { name: /^Afficher (le|les \d) jours? passés?$/ }).click();
        }
        await expect(yesterday).toBeVisible();
      }
      await page.getByRole('button', { name: 'Semaine suivante' }).click();
      await expect(page.getByRole('article', { name: 'Gratin de courgettes' })).toBeHidden();
      await page.getByRole('button', { name: 'Cette semaine' }).click();
      await expect(page.getByRole('article', { name: 'Gratin de courgettes' })).toBeVisible();

      // The home shows it under « Aujourd’hui » and counts it among the next 7 days.
      await openFromMenu(page, 'Tableau de bord');
      const menu = page.getByRole('region', { name: 'Au menu' });
      await expect(menu.getByRole('list', { name: 'Aujourd’hui' })).toContainText(
        'Gratin de courgettes',
      );
      await expect(
        page.getByRole('listitem').filter({ hasText: 'Repas planifiés (7 prochains jours)' }),
      ).toContainText('1');

      // Deleted after confirmation, from the planning reached through the home's link.
      await menu.getByRole('link', { name: 'Voir le planning' }).click();
      await page.getByRole('button', { name: 'Supprimer « Gratin de courgettes »' }).click();
      const confirm = page.getByRole('dialog', { name: 'Supprimer ce repas ?' });
      await confirm.getByRole('button', { name: 'Supprimer' }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByText('Aucun repas planifié')).toBeVisible();

      await openFromMenu(page, 'Tableau de bord');
      await expect(page.getByText('Rien de prévu aujourd’hui.')).toBeVisible();
    });
  });
}
