import { expect, type Page, test } from '@playwright/test';
import { callApi } from './support/api';
import { signUpAndSubscribe } from './support/auth';
import { closeWithEscape, setBox } from './support/dashboard';
import { aRecipe, fridgeItems } from './support/seed';
import { newUser } from './support/users';

// « Liste de courses » on a phone and on a desktop, against the real server —
// add, see, search, toggle « Par recette », check a merged line, « Supprimer cochés ».

async function openShoppingList(page: Page, isPhone: boolean) {
  if (isPhone) {
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: 'Liste de courses', exact: true })
      .click();
  } else {
    await page.getByRole('link', { name: 'Liste de courses', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/dashboard\/shopping$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Liste de courses' })).toBeVisible();
}

async function addItem(page: Page, name: string, quantity?: string, unit?: string) {
  await page.getByRole('button', { name: 'Ajouter un article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un article' });
  await dialog.getByLabel('Nom de l’article').fill(name);
  if (quantity !== undefined) await dialog.getByLabel('Quantité').fill(quantity);
  if (unit !== undefined) await dialog.getByLabel('Unité').selectOption(unit);
  await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

for (const { label, width, height } of [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1280, height: 800 },
]) {
  test(`the shopping list on a ${label} (${width} px): add, search, toggle, check, delete checked`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signUpAndSubscribe(page, newUser(`courses-${label}`));
    await openShoppingList(page, width < 1024);
    await expect(page.getByText('Votre liste est vide')).toBeVisible();

    // Add: the defaults (a count of 1, read « 1 »), then amounts of one ingredient in two units.
    await addItem(page, '  Lait  ');
    const manual = page.getByRole('region', { name: 'Articles ajoutés manuellement' });
    await expect(manual.getByRole('checkbox', { name: 'Lait 1' })).toBeVisible();
    await addItem(page, 'farine', '300', 'g');
    await addItem(page, 'Farine', '1', 'kg');
    await addItem(page, 'Piles AA', '4');
    await expect(manual.getByRole('checkbox')).toHaveCount(4);
    // The two flours are one line to buy (decision 012): three articles.
    await expect(page.getByText('3 articles au total', { exact: true })).toBeVisible();
    await expect(page.getByText('0 article coché', { exact: true })).toBeVisible();

    // An empty name is ignored: nothing is added.
    await page.getByRole('button', { name: 'Ajouter un article' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un article' });
    await dialog.getByLabel('Nom de l’article').fill('   ');
    await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(dialog).toBeVisible();
    await closeWithEscape(page, dialog);
    await expect(page.getByText('3 articles au total', { exact: true })).toBeVisible();

    // Search, accents and case aside.
    const search = page.getByRole('searchbox', { name: 'Rechercher un article' });
    await search.fill('PILE');
    await expect(page.getByRole('checkbox')).toHaveCount(1);
    await expect(page.getByRole('checkbox', { name: /Piles AA/ })).toBeVisible();
    await search.fill('chocolat');
    await expect(page.getByText('Aucun article ne correspond à « chocolat ».')).toBeVisible();
    await page.getByRole('button', { name: 'Effacer la recherche' }).click();
    await expect(page.getByRole('checkbox')).toHaveCount(4);

    // « Par recette » off: « Tous les articles », by aisle, the two flours as one line.
    await page.getByRole('switch', { name: 'Par recette' }).click();
    const all = page.getByRole('region', { name: 'Tous les articles' });
    await expect(all).toBeVisible();
    await expect(all.getByRole('heading', { level: 3 })).toHaveText([
      'Crèmerie',
      'Épicerie sucrée',
      'Autres articles',
    ]);
    const flour = all.getByRole('checkbox', { name: /farine/i });
    await expect(flour).toHaveCount(1);
    await expect(flour).toHaveAccessibleName(/1,3 kg/);

    // Checking the merged line checks both rows, and the server keeps it. The screen shows the
    // check at once (optimistic): the reload waits for the server's answer, or it would cancel it.
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        new URL(response.url()).pathname === '/api/shopping/items',
    );
    await setBox(flour, true);
    await expect(page.getByText('1 article coché', { exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await expect(page.getByText('1 article coché', { exact: true })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Articles ajoutés manuellement' })
        .getByRole('checkbox', { checked: true }),
    ).toHaveCount(2);

    // Uncheck one, then « Supprimer cochés » after the confirmation.
    const milk = page.getByRole('checkbox', { name: /Lait/ });
    await setBox(milk, true);
    await setBox(milk, false);
    await expect(page.getByText('1 article coché', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Supprimer cochés' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer les articles cochés ?' });
    await expect(confirm).toContainText('1 article coché sera retiré de la liste du foyer.');
    await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByText('2 articles au total', { exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /farine/i })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Supprimer cochés' })).toBeDisabled();

    // Deleting the last lines leaves the empty state.
    await page.getByRole('button', { name: 'Supprimer « Lait »' }).click();
    await page.getByRole('button', { name: 'Supprimer « Piles AA »' }).click();
    await expect(page.getByText('Votre liste est vide')).toBeVisible();
  });
}

// The spec's purge removes a recipe's items on the last check; the toast
// « Recette complète » still offers to put them in the fridge.
test('a recipe completed at the shop goes into the fridge from its toast', async ({ page }) => {
  await signUpAndSubscribe(page, newUser('courses-purge'));
  const recipe = aRecipe({
    id: 'plat-gratin-e2e-purge',
    ingredients: ['1,5 l de lait', '200 g de gruyère râpé'],
  });
  await callApi(
    page,
    'POST',
    '/api/shopping/items/from-recipe',
    { recipe, servings: 2, ignoreFridge: true },
    201,
  );
  await openShoppingList(page, false);

  const group = page.getByRole('region', { name: recipe.title });
  await setBox(group.getByRole('checkbox', { name: /lait/i }), true);
  await expect(page.getByText('1 article coché', { exact: true })).toBeVisible();
  // A click, not check(): the purge removes the box, so check() would wait to see it ticked.
  await group.getByRole('checkbox', { name: /gruyère/i }).click();
  await expect(group).toHaveCount(0);

  const toast = page.locator('li', { hasText: 'Recette complète' });
  await toast.getByRole('button', { name: 'Ranger au frigo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ranger au frigo' });
  // What was bought: one bottle of 1 l for the 75 cl (decision 012).
  await expect(dialog.getByRole('group', { name: 'Lait' }).getByLabel('Quantité')).toHaveValue('1');
  await dialog.getByRole('button', { name: 'Ranger 2 articles' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('2 articles rangés au frigo', { exact: true })).toBeVisible();
  expect((await fridgeItems(page)).map((item) => item.name).sort()).toEqual([
    'Gruyère râpé',
    'Lait',
  ]);
});
