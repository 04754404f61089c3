import { expect, type Page, test } from '@playwright/test';
import { signUpAndSubscribe } from './support/auth';
import { openFromMenu } from './support/dashboard';
import { formatLongDate, todayIsoDate } from './support/dates';
import { newUser } from './support/users';

// « À planifier » (docs/product.md, Planning): a family drops two dishes into the backlog
// without a day, gives one a day, and finds it in the week on that day, out of the backlog;
// on a phone and on a laptop, where the other one is dragged onto a day. BACKLOG_SCREENSHOTS names a folder to keep the section's
// screenshots in, light and dark, to look at them.

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

async function addUndated(page: Page, title: string) {
  await page.getByRole('button', { name: 'Ajouter un repas' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un repas' });
  await dialog.getByLabel('Titre du repas').fill(title);
  await dialog.getByRole('checkbox', { name: 'Sans date (à planifier)' }).check();
  await expect(dialog.getByLabel('Date', { exact: true })).toBeHidden();
  await dialog.getByRole('button', { name: 'Ajouter à « À planifier »' }).click();
  await expect(dialog).toBeHidden();
}

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('two dishes « À planifier », one given a day: it moves to that day', async ({ page }) => {
      await signUpAndSubscribe(page, newUser(`backlog-${viewport.width}`));
      await openFromMenu(page, 'Planning');
      const today = todayIsoDate();
      const backlog = page.getByRole('region', { name: 'À planifier' });
      await expect(backlog).toContainText('Rien à planifier pour l’instant.');

      await addUndated(page, 'Papet vaudois');
      await addUndated(page, 'Fondue moitié-moitié');
      await expect(backlog.getByRole('article')).toHaveCount(2);
      // No day yet: the list of days stays empty.
      await expect(page.getByText('Aucun repas planifié')).toBeVisible();

      const dir = process.env.BACKLOG_SCREENSHOTS;
      if (dir) {
        for (const colorScheme of ['light', 'dark'] as const) {
          // The theme is read from the system as the page loads (public/theme-init.js).
          await page.emulateMedia({ colorScheme });
          await page.reload();
          await expect(backlog.getByRole('article')).toHaveCount(2);
          await backlog.screenshot({
            path: `${dir}/backlog-${viewport.width}-${colorScheme}.png`,
          });
        }
        await page.emulateMedia({ colorScheme: 'light' });
      }

      // « Choisir un jour », with the keyboard: the dialog's fields are labelled.
      const fondue = backlog.getByRole('article', { name: 'Fondue moitié-moitié' });
      await fondue.getByRole('button', { name: /^Choisir un jour/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Choisir un jour' });
      await expect(dialog.getByLabel('Date', { exact: true })).toHaveValue(today);
      await dialog.getByLabel('Heure').fill('12:30');
      if (dir) await dialog.screenshot({ path: `${dir}/backlog-dialog-${viewport.width}.png` });
      await dialog.getByRole('button', { name: 'Planifier ce jour-là' }).press('Enter');
      await expect(dialog).toBeHidden();

      await expect(fondue).toBeHidden();
      await expect(backlog.getByRole('article', { name: 'Papet vaudois' })).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: formatLongDate(today) }),
      ).toBeVisible();

      // The week view shows it on its day, and a reload keeps both lists as they are.
      await page.reload();
      await page.getByRole('button', { name: 'Semaine', exact: true }).click();
      const todayCell = page.locator('li[aria-current="date"]');
      await expect(todayCell.getByRole('article', { name: 'Fondue moitié-moitié' })).toContainText(
        '12:30',
      );
      await expect(todayCell).not.toContainText('Papet vaudois');
      await expect(backlog.getByRole('article')).toHaveCount(1);
      await expect(backlog.getByRole('article', { name: 'Papet vaudois' })).toBeVisible();

      // With a mouse, the other dish dropped on today leaves the backlog for that day.
      if (viewport.name === 'laptop') {
        await backlog
          .getByRole('article', { name: 'Papet vaudois' })
          .dragTo(todayCell.getByRole('article', { name: 'Fondue moitié-moitié' }));
        await expect(todayCell.getByRole('article', { name: 'Papet vaudois' })).toBeVisible();
        await expect(backlog.getByRole('article')).toHaveCount(0);
        await expect(page.getByText(/^Planifié le /)).toBeVisible();
      }
    });
  });
}
