import { addDays } from '@mijote/contracts';
import { expect, type Page, test } from '@playwright/test';
import { signUpAndSubscribe } from './support/auth';
import { openFromMenu } from './support/dashboard';
import { formatLongDate, startOfWeek, todayIsoDate } from './support/dates';
import { newUser } from './support/users';

// « Repas réguliers » with the rest of the planner (docs/product.md, Planning): a family plans
// « Pizza maison » every week, gives a dish of « À planifier » a day, lets « Planifier la
// semaine » fill the other evenings, and finds each of the next seven evenings planned in the
// week view; then skips next week's pizza and keeps the one after. On a phone and on a laptop.
// SERIES_SCREENSHOTS names a folder to keep screenshots in, light and dark, to look at them.

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
const weekdayOf = (isoDate: string) => WEEKDAYS[new Date(`${isoDate}T12:00:00Z`).getUTCDay()];

/** A day of the week view, found by its heading. */
const dayCell = (page: Page, date: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: formatLongDate(date) }) });

/** Pages the week view to the week holding `date`. */
async function showWeekOf(page: Page, date: string) {
  const monday = startOfWeek(date);
  const current = startOfWeek(todayIsoDate());
  const backToCurrent = page.getByRole('button', { name: 'Cette semaine' });
  if (await backToCurrent.isVisible()) await backToCurrent.click();
  for (let week = current; week < monday; week = addDays(week, 7)) {
    await page.getByRole('button', { name: 'Semaine suivante' }).click();
  }
  await expect(page.getByRole('heading', { level: 3, name: formatLongDate(date) })).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a weekly pizza, a dish from « À planifier » and the proposed week fill the evenings', async ({
      page,
    }) => {
      await signUpAndSubscribe(page, newUser(`series-${viewport.width}`));
      await openFromMenu(page, 'Planning');
      const today = todayIsoDate();
      const pizzaDay = addDays(today, 2);

      // « Pizza maison », every week from the day after tomorrow, with no end.
      await page.getByRole('button', { name: 'Ajouter un repas' }).first().click();
      let dialog = page.getByRole('dialog', { name: 'Ajouter un repas' });
      await dialog.getByLabel('Titre du repas').fill('Pizza maison');
      await dialog.getByLabel('Date', { exact: true }).fill(pizzaDay);
      await dialog.getByLabel('Répéter').selectOption({ label: 'Chaque semaine' });
      await expect(dialog.getByRole('checkbox', { name: 'Sans date (à planifier)' })).toBeHidden();
      await dialog.getByRole('button', { name: 'Ajouter le repas régulier' }).click();
      await expect(dialog).toBeHidden();
      const series = page.getByRole('region', { name: 'Repas réguliers' });
      await expect(series).toContainText(`chaque ${weekdayOf(pizzaDay)} à 19:00`);
      await expect(series).toContainText('sans fin');

      // « Papet vaudois » waits without a day, then gets tomorrow evening.
      await page.getByRole('button', { name: 'Ajouter un repas' }).first().click();
      dialog = page.getByRole('dialog', { name: 'Ajouter un repas' });
      await dialog.getByLabel('Titre du repas').fill('Papet vaudois');
      await dialog.getByRole('checkbox', { name: 'Sans date (à planifier)' }).check();
      await dialog.getByRole('button', { name: 'Ajouter à « À planifier »' }).click();
      await expect(dialog).toBeHidden();
      const backlog = page.getByRole('region', { name: 'À planifier' });
      await backlog
        .getByRole('article', { name: 'Papet vaudois' })
        .getByRole('button', { name: /^Choisir un jour/ })
        .click();
      dialog = page.getByRole('dialog', { name: 'Choisir un jour' });
      await dialog.getByLabel('Date', { exact: true }).fill(addDays(today, 1));
      await dialog.getByLabel('Heure').fill('19:30');
      await dialog.getByRole('button', { name: 'Planifier ce jour-là' }).click();
      await expect(dialog).toBeHidden();

      // « Planifier la semaine » proposes the five evenings left, and keeps the two planned.
      await page.getByRole('button', { name: 'Planifier la semaine' }).click();
      dialog = page.getByRole('dialog', { name: 'Planifier la semaine' });
      await expect(dialog.getByRole('listitem')).toHaveCount(5);
      await expect(dialog).toContainText(
        `${formatLongDate(addDays(today, 1))}, ${formatLongDate(pizzaDay)}`,
      );
      await dialog.getByRole('button', { name: 'Ajouter 5 dîners au planning' }).click();
      await expect(dialog).toBeHidden();

      // Each of the next seven evenings has its dinner in the week view, the pizza marked.
      await page.reload();
      await page.getByRole('button', { name: 'Semaine', exact: true }).click();
      for (let day = 0; day < 7; day += 1) {
        const date = addDays(today, day);
        await showWeekOf(page, date);
        await expect(dayCell(page, date).getByRole('article')).toHaveCount(1);
      }
      await showWeekOf(page, pizzaDay);
      const pizza = dayCell(page, pizzaDay).getByRole('article', { name: 'Pizza maison' });
      await expect(pizza).toContainText('Repas régulier');

      const dir = process.env.SERIES_SCREENSHOTS;
      if (dir) {
        for (const colorScheme of ['light', 'dark'] as const) {
          // The theme is read from the system as the page loads (public/theme-init.js).
          await page.emulateMedia({ colorScheme });
          await page.reload();
          await expect(series).toContainText('sans fin');
          await page.getByRole('button', { name: 'Semaine', exact: true }).click();
          await showWeekOf(page, pizzaDay);
          await page.screenshot({
            path: `${dir}/series-week-${viewport.width}-${colorScheme}.png`,
            fullPage: true,
          });
          await series.screenshot({ path: `${dir}/series-${viewport.width}-${colorScheme}.png` });
        }
        await page.emulateMedia({ colorScheme: 'light' });
      }

      // Next week's pizza skipped; the one after stays.
      const nextPizza = addDays(pizzaDay, 7);
      await showWeekOf(page, nextPizza);
      await dayCell(page, nextPizza)
        .getByRole('button', { name: 'Supprimer « Pizza maison »' })
        .click();
      dialog = page.getByRole('dialog', { name: 'Supprimer ce repas régulier ?' });
      await expect(dialog).toContainText(`revient chaque ${weekdayOf(pizzaDay)}`);
      if (dir) await dialog.screenshot({ path: `${dir}/series-delete-${viewport.width}.png` });
      await dialog.getByRole('button', { name: 'Seulement celui-ci' }).click();
      await expect(dialog).toBeHidden();
      await expect(dayCell(page, nextPizza).getByRole('article')).toHaveCount(0);
      const after = addDays(pizzaDay, 14);
      await showWeekOf(page, after);
      await expect(
        dayCell(page, after).getByRole('article', { name: 'Pizza maison' }),
      ).toBeVisible();

      // « Arrêter »: no pizza from today on; the section goes.
      await series.getByRole('button', { name: 'Arrêter « Pizza maison »' }).click();
      dialog = page.getByRole('dialog', { name: 'Arrêter ce repas régulier ?' });
      await dialog.getByRole('button', { name: 'Arrêter' }).click();
      await expect(series).toBeHidden();
      await expect(dayCell(page, after).getByRole('article', { name: 'Pizza maison' })).toHaveCount(
        0,
      );
    });
  });
}
