import { expect, test } from '@playwright/test';
import { callApi } from './support/api';
import { signUpAndSubscribe } from './support/auth';
import { openFromMenu } from './support/dashboard';
import { todayIsoDate } from './support/dates';
import { newUser } from './support/users';

// « Planifier la semaine » (docs/product.md, Planning): the dinners proposed for the free
// evenings of the next 7 days, the spinach of the fridge used before its date, one evening left
// out and another given another idea; the kept ones fill the week view. On a phone and on a
// laptop. WEEK_SCREENSHOTS names a folder to keep the dialog's screenshots in, light and dark.

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

const plusDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('seven dinners proposed, edited, and planned together', async ({ page }) => {
      await signUpAndSubscribe(page, newUser(`semaine-${viewport.width}`));
      const today = todayIsoDate();
      await callApi(
        page,
        'POST',
        '/api/fridge/items',
        { name: 'Épinards', quantity: 1, expirationDate: plusDays(today, 1) },
        201,
      );
      await openFromMenu(page, 'Planning');
      await page.getByRole('button', { name: 'Planifier la semaine' }).click();
      const dialog = page.getByRole('dialog', { name: 'Planifier la semaine' });
      const dinners = dialog.getByRole('listitem');
      await expect(dinners).toHaveCount(7);
      // The spinach is cooked today or tomorrow, and the dinner says so.
      const spinach = dinners.filter({ hasText: 'Finit le frigo : épinards' });
      await expect(spinach).toHaveCount(1);
      const spinachIndex = await dinners.evaluateAll((items) =>
        items.findIndex((item) => item.textContent?.includes('Finit le frigo')),
      );
      expect(spinachIndex).toBeLessThanOrEqual(1);

      const dir = process.env.WEEK_SCREENSHOTS;
      if (dir) {
        for (const colorScheme of ['light', 'dark'] as const) {
          // The theme is read from the system as the page loads (public/theme-init.js).
          await page.emulateMedia({ colorScheme });
          await page.reload();
          await page.getByRole('button', { name: 'Planifier la semaine' }).click();
          await expect(dinners).toHaveCount(7);
          await page.screenshot({ path: `${dir}/week-${viewport.width}-${colorScheme}.png` });
        }
      }

      // The last evening left out; another idea for the first.
      // Each evening's dish is named by its checkbox: « Garder <dish> pour <day> ».
      const titleOf = async (index: number) => {
        const label = await dinners.nth(index).getByRole('checkbox').getAttribute('aria-label');
        return /^Garder (.+) pour /.exec(label ?? '')?.[1] ?? '';
      };
      const first = await titleOf(0);
      await dinners
        .nth(0)
        .getByRole('button', { name: /^Autre idée pour/ })
        .click();
      await expect(dinners.nth(0)).not.toContainText(first);
      const kept = [await titleOf(0), ...(await Promise.all([1, 2, 3, 4, 5].map(titleOf)))];
      await dinners.nth(6).getByRole('checkbox').uncheck();
      await dialog.getByRole('button', { name: 'Ajouter 6 dîners au planning' }).click();
      await expect(dialog).toBeHidden();
      await expect(
        page.getByText('6 dîners ajoutés au planning, leurs courses sur la liste', { exact: true }),
      ).toBeVisible();
      await expect(page.getByText(/Certaines courses/)).toHaveCount(0);

      // The list of the coming meals holds them, after a reload too.
      await page.reload();
      for (const title of kept) {
        await expect(page.getByRole('article', { name: title }).first()).toBeVisible();
      }
      await expect(page.getByRole('article')).toHaveCount(6);

      // Their shopping went on the list with them (« Ajouter aussi leurs courses à la liste »).
      await openFromMenu(page, 'Liste de courses');
      await expect(page.getByRole('checkbox').first()).toBeVisible();
      expect(await page.getByRole('checkbox').count()).toBeGreaterThan(10);
    });
  });
}

test('the household’s own main dish is proposed, said as « Votre recette », and planned with its lines', async ({
  page,
}) => {
  await signUpAndSubscribe(page, newUser('semaine-maison'));
  await callApi(
    page,
    'POST',
    '/api/own-recipes',
    {
      title: 'Gratin de poireaux de mamie',
      description: '',
      servings: 4,
      preparationTime: 20,
      cookingTime: 40,
      type: 'plat',
      difficulty: 'facile',
      ingredients: ['4 poireaux', '1 kg de pommes de terre', '20 cl de crème'],
      instructions: ['Faire fondre les poireaux.', 'Gratiner au four.'],
      source: 'written',
      link: null,
      keptDespiteRules: false,
    },
    201,
  );
  await openFromMenu(page, 'Planning');
  await page.getByRole('button', { name: 'Planifier la semaine' }).click();
  const dialog = page.getByRole('dialog', { name: 'Planifier la semaine' });
  const gratin = dialog.getByRole('listitem').filter({ hasText: 'Gratin de poireaux de mamie' });
  await expect(gratin).toHaveCount(1);
  await expect(gratin).toContainText('Votre recette');
  await dialog.getByRole('button', { name: 'Ajouter 7 dîners au planning' }).click();
  await expect(dialog).toBeHidden();
  await page
    .getByRole('button', { name: 'Voir la recette « Gratin de poireaux de mamie »' })
    .first()
    .click();
  // Its own lines, for the household's portions.
  await expect(page.getByRole('dialog', { name: 'Gratin de poireaux de mamie' })).toContainText(
    'poireaux',
  );
});
