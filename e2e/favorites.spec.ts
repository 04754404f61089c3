import { expect, test } from '@playwright/test';
import { signUpAndSubscribe } from './support/auth';
import { closeWithEscape } from './support/dashboard';
import { aRecipe, seedFavorite } from './support/seed';
import { newUser } from './support/users';

// « Recettes favorites », on a phone and on a desktop: see, search, open the
// whole recipe, delete. The favourites are seeded through the API, as the suggestion screen's
// favourite toggle writes them.

const tarte = aRecipe({
  id: 'dessert-tarte-aux-pommes',
  title: 'Tarte aux pommes',
  description: 'La tarte de grand-mère, fine et dorée.',
  imageUrl: null,
  preparationTime: 50,
  servings: 6,
  difficulty: 'moyen',
  type: 'dessert',
  ingredients: ['1 pâte brisée', '4 pommes', '50 g de sucre', '30 g de beurre'],
  instructions: [
    'Préchauffer le four à 180 °C.',
    'Étaler la pâte dans le moule.',
    'Disposer les pommes en rosace.',
    'Cuire 35 minutes.',
  ],
});
const gratin = aRecipe();

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('shows, searches, opens and deletes favourite recipes', async ({ page }) => {
      await signUpAndSubscribe(page, newUser(`favoris${viewport.width}`));
      await page.goto('/dashboard/favorites');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Recettes favorites' }),
      ).toBeVisible();
      await expect(page.getByText('Aucune recette favorite trouvée')).toBeVisible();

      await seedFavorite(page, gratin);
      await seedFavorite(page, tarte);
      await page.reload();
      const cards = page.getByRole('list', { name: 'Recettes favorites' }).locator('> li');
      await expect(cards).toHaveCount(2);
      // Newest first, each with a picture of its own foods (decision 032), in its card's width.
      await expect(cards.first()).toContainText('Tarte aux pommes');
      await expect(cards.first()).toContainText('50 min');
      await expect(cards.first()).toContainText('6 portions');
      await expect(cards.first()).toContainText('Moyen');
      const picture = cards.first().getByRole('img', { name: /^Illustration\s:\spomme$/ });
      await expect(picture).toBeVisible();
      const [pictureBox, cardBox] = [
        await picture.boundingBox(),
        await cards.first().boundingBox(),
      ];
      expect(pictureBox?.width).toBeCloseTo(cardBox?.width ?? 0, -1);
      expect(pictureBox?.height).toBeGreaterThan((pictureBox?.width ?? 0) / 2.1);

      // Search by title or ingredient, without accents.
      const search = page.getByRole('searchbox', { name: 'Rechercher une recette' });
      await search.fill('gruyere');
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText('Gratin de courgettes');
      await search.fill('risotto');
      await expect(page.getByText('Aucune recette favorite trouvée')).toBeVisible();
      await search.fill('');
      await expect(cards).toHaveCount(2);

      // The detail: every ingredient and the numbered instructions; Escape closes it.
      await page.getByRole('button', { name: 'Tarte aux pommes', exact: true }).click();
      const detail = page.getByRole('dialog', { name: 'Tarte aux pommes' });
      await expect(detail).toContainText('La tarte de grand-mère, fine et dorée.');
      const ingredients = detail.getByRole('region', { name: /Ingrédients/ }).getByRole('listitem');
      await expect(ingredients).toHaveText(tarte.ingredients);
      const steps = detail.locator('ol > li');
      await expect(steps).toHaveCount(4);
      await expect(steps.nth(1)).toHaveText('2Étaler la pâte dans le moule.');
      await closeWithEscape(page, detail);

      // Delete from a card, after confirming.
      await page
        .getByRole('button', { name: 'Retirer « Gratin de courgettes » des favoris' })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Retirer cette recette des favoris ?' });
      await confirm.getByRole('button', { name: 'Retirer' }).click();
      await expect(confirm).toBeHidden();
      await expect(cards).toHaveCount(1);
      // Its toast sits at the bottom, out of the header's way (the menu, on a phone)…
      await expect(page.getByText('Recette retirée des favoris').first()).toBeAttached();
      // By its label: the open dialog will hide the rest of the page from the accessibility tree.
      const toasts = page.locator('[role="region"][aria-label^="Notifications"] ol');
      const header = page.getByRole('banner');
      expect(overlaps(await toasts.boundingBox(), await header.boundingBox())).toBe(false);

      // …and at the top while a dialog is open, off its actions: now the detail's.
      await page.getByRole('button', { name: 'Tarte aux pommes', exact: true }).click();
      const removeFromDetail = detail.getByRole('button', { name: 'Retirer des favoris' });
      await expect(removeFromDetail).toBeVisible();
      expect(overlaps(await toasts.boundingBox(), await removeFromDetail.boundingBox())).toBe(
        false,
      );
      await removeFromDetail.click();
      await confirm.getByRole('button', { name: 'Retirer' }).click();
      await expect(detail).toBeHidden();
      await expect(page.getByText('Aucune recette favorite trouvée')).toBeVisible();
      await page.reload();
      await expect(page.getByText('Aucune recette favorite trouvée')).toBeVisible();
    });
  });
}

type Box = { x: number; y: number; width: number; height: number } | null;

/** Whether two boxes on screen share any point; a missing box (nothing shown) is an error. */
function overlaps(a: Box, b: Box): boolean {
  if (!a || !b) throw new Error('overlaps: an element is not on screen');
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
