import { expect, type Page, test } from '@playwright/test';
import { addDays, localDateOf } from '../packages/contracts/src/dates';
import { callApi } from './support/api';
import { signUpAndSubscribe } from './support/auth';
import { closeWithEscape, setBox } from './support/dashboard';
import { aRecipe, fridgeItems } from './support/seed';
import { newUser } from './support/users';

// « Mon Frigo », on a phone and on a desktop: add (with the ingredient's
// proposal), see the items in the order they must be eaten, open one to change it, search,
// filter, delete, and hand over to the fridge-mode suggestion.

async function openAddDialog(page: Page) {
  await page.getByRole('button', { name: 'Ajouter un article' }).first().click();
  return page.getByRole('dialog', { name: 'Ajouter un article' });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('adds, lists by expiry, edits, searches, filters, deletes, and opens the fridge-mode suggestion', async ({
      page,
    }) => {
      await signUpAndSubscribe(page, newUser(`frigo${viewport.width}`));
      await page.goto('/dashboard/inventory');
      await expect(page.getByRole('heading', { level: 1, name: 'Mon Frigo' })).toBeVisible();
      await expect(page.getByText('Votre frigo est vide')).toBeVisible();

      // The name is required, in the spec's words; nothing is written.
      let dialog = await openAddDialog(page);
      await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
      await expect(dialog.getByText('Veuillez entrer un nom d’article')).toBeVisible();

      // A known ingredient: its category and an expiry from its shelf life are proposed.
      const today = localDateOf(new Date());
      await dialog.getByLabel('Nom de l’article').fill('Lait entier');
      await expect(dialog.getByRole('status')).toContainText('Lait : catégorie et date proposées');
      await expect(dialog.getByLabel('Catégorie')).toHaveValue('Produits Laitiers');
      await expect(dialog.getByLabel('Date d’expiration')).toHaveValue(addDays(today, 7));
      // A quantity below 1 falls back to 1.
      await dialog.getByLabel('Quantité').fill('0');
      await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
      await expect(dialog).toBeHidden();

      // An unknown thing keeps the defaults: Autre, no date.
      dialog = await openAddDialog(page);
      await dialog.getByLabel('Nom de l’article').fill('Piles AA');
      await dialog.getByLabel('Quantité').fill('4');
      await expect(dialog.getByLabel('Catégorie')).toHaveValue('Autre');
      await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
      await expect(dialog).toBeHidden();

      // The user's own choices win over the proposal: a yoghurt already past its date.
      dialog = await openAddDialog(page);
      await dialog.getByLabel('Nom de l’article').fill('Yaourt');
      await expect(dialog.getByLabel('Catégorie')).toHaveValue('Produits Laitiers');
      await dialog.getByLabel('Date d’expiration').fill(addDays(today, -2));
      await dialog.getByLabel('Catégorie').selectOption('Autre');
      await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
      await expect(dialog).toBeHidden();

      // Decision 033: the expired yoghurt on top, then the rest soonest first, no date last.
      const items = await fridgeItems(page);
      expect(items.map((item) => item.name).sort()).toEqual(['Lait entier', 'Piles AA', 'Yaourt']);
      const group = (name: string) => page.getByRole('region', { name, exact: true });
      await expect(group('Périmés').getByRole('listitem')).toHaveText([/^Yaourt/]);
      await expect(group('Le reste du frigo').getByRole('listitem')).toHaveText([
        /^Lait entier/,
        /^Piles AA/,
      ]);
      await expect(page.getByText(/Étagère/)).toHaveCount(0);
      const card = (name: string) =>
        page.getByRole('main').getByRole('listitem').filter({ hasText: name });
      // A count reads alone (decision 012), the category after it for screen readers.
      await expect(card('Lait entier')).toContainText('1, Produits laitiers');
      await expect(card('Lait entier')).toContainText('Expire le');
      await expect(card('Piles AA')).toContainText('4, Autre');
      await expect(card('Piles AA')).toContainText('Sans date d’expiration');
      const expired = card('Yaourt').getByText(/^Périmé depuis le /);
      await expect(expired).toBeVisible();
      // Red: the theme's danger colour.
      const danger = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--danger').trim(),
      );
      expect(danger).toBe('#b91c1c');
      await expect(expired).toHaveCSS('color', 'rgb(185, 28, 28)');

      // Open an item to change it: two bottles of milk now, opened, to drink within 5 days.
      await card('Lait entier')
        .getByRole('button', { name: /^Modifier/ })
        .click();
      let edit = page.getByRole('dialog', { name: 'Modifier l’article' });
      await expect(edit.getByLabel('Nom de l’article')).toHaveValue('Lait entier');
      await expect(edit.getByLabel('Quantité')).toBeFocused();
      await edit.getByLabel('Quantité').fill('2');
      await edit.getByLabel('Unité').selectOption('bouteille');
      await edit.getByLabel('Date d’expiration').fill(addDays(today, 5));
      await edit.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(edit).toBeHidden();
      await expect(page.getByText('« Lait entier » est à jour', { exact: true })).toBeVisible();
      await expect(card('Lait entier')).toContainText('2 bouteilles');
      await expect(card('Lait entier')).toContainText('Expire le');
      // From the keyboard too; the name may change but not go, as when adding.
      await card('Piles AA')
        .getByRole('button', { name: /^Modifier/ })
        .focus();
      await page.keyboard.press('Enter');
      edit = page.getByRole('dialog', { name: 'Modifier l’article' });
      await edit.getByLabel('Nom de l’article').fill('');
      await edit.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(edit.getByText('Veuillez entrer un nom d’article')).toBeVisible();
      await edit.getByLabel('Nom de l’article').fill('Piles AAA');
      await edit.getByLabel('Quantité').fill('3');
      await page.keyboard.press('Enter');
      await expect(edit).toBeHidden();
      await expect(card('Piles AAA')).toContainText('3, Autre');
      await page.reload();
      await expect(card('Lait entier')).toContainText('2 bouteilles');
      await expect(card('Piles AAA')).toBeVisible();
      expect((await fridgeItems(page)).find((item) => item.name === 'Lait entier')).toMatchObject({
        quantity: 2,
        unit: 'bouteille',
        expirationDate: addDays(today, 5),
      });

      // Search.
      const search = page.getByRole('searchbox', { name: 'Rechercher dans le frigo' });
      await search.fill('LAIT');
      await expect(card('Lait entier')).toBeVisible();
      await expect(card('Piles AA')).toHaveCount(0);
      await search.fill('chocolat');
      await expect(page.getByText('Aucun article trouvé')).toBeVisible();
      await page.getByRole('button', { name: 'Effacer la recherche' }).click();

      // Filter by category.
      const chips = page.getByRole('group', { name: 'Filtrer par catégorie' });
      await chips.getByRole('button', { name: 'Produits laitiers' }).click();
      await expect(card('Lait entier')).toBeVisible();
      await expect(card('Piles AA')).toHaveCount(0);
      await expect(card('Yaourt')).toHaveCount(0);
      await chips.getByRole('button', { name: 'Tous' }).click();
      await expect(card('Piles AA')).toBeVisible();

      // Delete, after confirming.
      await page.getByRole('button', { name: 'Supprimer « Piles AAA »' }).click();
      const confirm = page.getByRole('dialog', { name: 'Supprimer cet article ?' });
      await confirm.getByRole('button', { name: 'Supprimer' }).click();
      await expect(confirm).toBeHidden();
      await expect(card('Piles AA')).toHaveCount(0);
      await page.reload();
      await expect(card('Lait entier')).toBeVisible();
      await expect(card('Piles AA')).toHaveCount(0);

      // Courgettes due in 2 days top the home's « À consommer en priorité »,
      // with recipes that use them; the expired yoghurt is listed, never cooked.
      await test.step('the home offers recipes for the courgettes', async () => {
        const courgettes = await openAddDialog(page);
        await courgettes.getByLabel('Nom de l’article').fill('Courgettes');
        await courgettes.getByLabel('Date d’expiration').fill(addDays(today, 2));
        await courgettes.getByRole('button', { name: 'Ajouter', exact: true }).click();
        await expect(courgettes).toBeHidden();
        // Decision 029: dated today is usable today, read the same on the fridge and the home.
        const soup = await openAddDialog(page);
        await soup.getByLabel('Nom de l’article').fill('Restes de soupe');
        await soup.getByLabel('Date d’expiration').fill(today);
        await soup.getByRole('button', { name: 'Ajouter', exact: true }).click();
        await expect(soup).toBeHidden();
        await expect(card('Restes de soupe')).toContainText('Expire aujourd’hui');
        await expect(
          group('À consommer vite').getByRole('listitem').filter({ hasText: 'Restes de soupe' }),
        ).toBeVisible();
        await page.goto('/dashboard');
        const priority = page.getByRole('region', { name: 'À consommer en priorité' });
        await expect(
          priority
            .getByRole('list', { name: 'Produits à consommer en priorité' })
            .getByRole('listitem'),
        ).toHaveText([
          /^Yaourt.*Périmé depuis le /,
          /^Restes de soupe.*Expire aujourd’hui$/,
          /^Courgettes.*Expire le /,
        ]);
        const recipes = priority
          .getByRole('list', { name: 'Des recettes pour les utiliser' })
          .getByRole('button');
        await expect(recipes.first()).toContainText('Utilise\u00a0: Courgettes');
        const line = await recipes.first().textContent();
        await recipes.first().click();
        // The full-recipe modal of that recipe.
        const recipe = page.getByRole('dialog');
        await expect(recipe.getByRole('heading', { name: 'Ingrédients' })).toBeVisible();
        const title = await recipe.getByRole('heading').first().textContent();
        expect(title && line?.startsWith(title)).toBe(true);
        await closeWithEscape(page, recipe);
        await priority.getByRole('link', { name: 'Plus d’idées avec mon frigo' }).click();
        await expect(page).toHaveURL(/\/dashboard\/feed$/);
        await expect(page.getByRole('switch', { name: 'Cuisiner avec mon frigo' })).toHaveAttribute(
          'aria-checked',
          'true',
        );
        await page.goto('/dashboard/inventory');
      });

      // « Générer une recette » hands over to the Suggestions screen in fridge mode.
      await page.getByRole('button', { name: 'Générer une recette' }).click();
      const generate = page.getByRole('dialog', { name: 'Générer une recette' });
      await generate.getByText('Dessert').click();
      const asked = page.waitForRequest(
        (request) => request.url().endsWith('/api/suggestions') && request.method() === 'POST',
      );
      await generate.getByRole('button', { name: 'Générer la recette' }).click();
      await expect(page).toHaveURL(/\/dashboard\/feed$/);
      // The Suggestions screen asks for that type from the fridge at once.
      expect((await asked).postDataJSON()).toMatchObject({ type: 'dessert', fridgeMode: true });
      await expect(page.getByRole('heading', { level: 1, name: 'Suggestions' })).toBeVisible();
    });
  });
}

// The loop: « Ranger au frigo » moves the checked items into the fridge with a
// proposed, editable category and expiry; « J'ai cuisiné » takes the recipe's quantities out of
// the fridge (an item at zero removed) and « Annuler » puts them back.
test('checked items stored in the fridge, a cooked meal takes them out, « Annuler » restores', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndSubscribe(page, newUser('boucle'));
  for (const item of [
    { name: 'Lait', quantity: '1', unit: 'l' },
    { name: 'Œufs', quantity: '3' },
    { name: 'Sel' },
  ]) {
    await callApi(page, 'POST', '/api/shopping/items', item, 201);
  }
  await page.goto('/dashboard/shopping');
  await setBox(page.getByRole('checkbox', { name: 'Lait 1 l' }), true);
  await setBox(page.getByRole('checkbox', { name: 'Œufs 3' }), true);

  // The proposal: each checked item with a category and an expiry, editable.
  await page.getByRole('button', { name: 'Ranger au frigo' }).click();
  const store = page.getByRole('dialog', { name: 'Ranger au frigo' });
  const eggs = store.getByRole('group', { name: 'Œufs' });
  await expect(eggs.getByLabel('Catégorie')).toHaveValue('Produits Laitiers');
  await expect(eggs.getByLabel('Expire le')).not.toHaveValue('');
  const eggsExpire = addDays(localDateOf(new Date()), 10);
  await eggs.getByLabel('Expire le').fill(eggsExpire);
  await expect(store.getByRole('group', { name: 'Lait' }).getByLabel('Quantité')).toHaveValue('1');
  await store.getByRole('button', { name: 'Ranger 2 articles' }).click();
  await expect(store).toBeHidden();
  await expect(page.getByText('2 articles rangés au frigo', { exact: true })).toBeVisible();
  // They left the list; the unchecked line stays.
  await expect(page.getByRole('checkbox')).toHaveCount(1);
  await expect(page.getByRole('checkbox', { name: /Sel/ })).toBeVisible();

  // In the fridge, with the chosen expiry.
  await page.goto('/dashboard/inventory');
  const card = (name: string | RegExp) =>
    page.getByRole('main').getByRole('listitem').filter({ hasText: name });
  // « Lait » by its start: the eggs' card says « Produits laitiers » to screen readers.
  await expect(card(/^Lait/)).toContainText('1 l');
  await expect(card('Œufs')).toContainText('3, Produits laitiers');
  await expect(card('Œufs')).toContainText('Expire le');
  // Decision 033: filed with the dairy, pictured as eggs.
  await expect(card('Œufs').locator('[data-look]')).toHaveAttribute('data-look', 'egg');
  await expect(card(/^Lait/).locator('[data-look]')).toHaveAttribute('data-look', 'milk');

  // A planned meal of crêpes for 2 (the recipe is for 4): 25 cl of milk and 3 eggs.
  const crepes = aRecipe({
    id: 'dessert-crepes',
    title: 'Crêpes',
    servings: 4,
    type: 'dessert',
    ingredients: ['500 g de farine', '6 œufs', '50 cl de lait'],
  });
  await callApi(
    page,
    'POST',
    '/api/planning/meals',
    {
      recipeTitle: 'Crêpes',
      date: localDateOf(new Date()),
      time: '19:00',
      servings: 2,
      recipe: crepes,
    },
    201,
  );
  await page.goto('/dashboard/planning');
  await page.getByRole('button', { name: 'J’ai cuisiné : Crêpes' }).click();
  await expect(page.getByText('« Crêpes » cuisiné', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Retiré du frigo\s: (Lait, Œufs|Œufs, Lait)\.$/)).toBeVisible();
  const amounts = async () =>
    Object.fromEntries((await fridgeItems(page)).map((i) => [i.name, `${i.quantity} ${i.unit}`]));
  expect(await amounts()).toEqual({ Lait: '750 ml' });

  // « Annuler », within the toast's few seconds: the fridge is as before.
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  await expect(
    page.getByText('C’est annulé : le frigo est comme avant.', { exact: true }),
  ).toBeVisible();
  expect(await amounts()).toEqual({ Lait: '1 l', Œufs: '3 unité' });
  await expect(page.getByRole('button', { name: 'J’ai cuisiné : Crêpes' })).toBeVisible();
});
