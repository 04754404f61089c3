import { expect, type Page, test } from '@playwright/test';
import type { Suggestion } from '../packages/contracts/src/suggestions';
import { rescaleIngredientLines } from '../packages/cuisine/src/servings';
import { callApi } from './support/api';
import { signUpAndSubscribe } from './support/auth';
import { closeWithEscape, closeWithTapOutside, openFromMenu } from './support/dashboard';
import { newUser } from './support/users';

// The Suggestions screen on a phone and on a desktop, against the real server
// (its catalogue engine): pick a type, read the card, open the full recipe and change its
// servings, add it to the shopping list (once), to the favourites and to the planning (the recipe
// added from the navigation state), regenerate, the fridge mode, and the recipe kept when the
// user comes back, with « Suggestions récentes » to reopen, plan or shop the last ones.

const PICKER_CARDS = [
  ['Boisson', 'Cocktails, smoothies, et autres breuvages'],
  ['Entrée', 'Pour bien commencer le repas'],
  ['Plat principal', 'Le cœur du repas'],
  ['Dessert', 'Pour finir en douceur'],
  ['Amuse-bouche', 'Petites bouchées raffinées'],
  ['Apéritif', 'Pour l’apéro entre amis'],
] as const;

const DIFFICULTY_LABELS = { facile: 'Facile', moyen: 'Moyen', difficile: 'Difficile' } as const;

/** Runs `action` and answers the suggestion the server sent for it. */
async function suggestionOf(page: Page, action: () => Promise<void>): Promise<Suggestion> {
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/suggestions') && response.request().method() === 'POST',
  );
  await action();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** The card shows the recipe as the spec lists it: type, title, time, servings, 3 lines… */
async function expectCard(page: Page, suggestion: Suggestion) {
  const { recipe } = suggestion;
  const card = page.getByRole('article', { name: recipe.title });
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(recipe.title);
  await expect(card).toContainText(recipe.description);
  await expect(card).toContainText(`${recipe.preparationTime} min`);
  await expect(card).toContainText(`${recipe.servings} portion`);
  await expect(card).toContainText(DIFFICULTY_LABELS[recipe.difficulty]);
  await expect(
    card.getByRole('region', { name: 'Ingrédients principaux' }).locator('li'),
  ).toHaveText(recipe.ingredients.slice(0, 3));
  const more = recipe.ingredients.length - 3;
  if (more > 1) await expect(card).toContainText(`+ ${more} autres ingrédients...`);
  return card;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a suggestion: the card, the full recipe at other servings, the list, the favourites, the planning', async ({
      page,
    }) => {
      await signUpAndSubscribe(page, newUser(`suggestions${viewport.width}`));
      await openFromMenu(page, 'Suggestions');
      await expect(page).toHaveURL(/\/dashboard\/feed$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Suggestions' })).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Que souhaitez-vous préparer ?' }),
      ).toBeVisible();
      for (const [label, text] of PICKER_CARDS) {
        await expect(page.getByRole('button', { name: `${label} ${text}` })).toBeVisible();
      }
      await expect(page.getByRole('switch', { name: 'Cuisiner avec mon frigo' })).toHaveAttribute(
        'aria-checked',
        'false',
      );

      // The loading texts show while the chef works (the answer is held back a little to see them).
      await page.route('**/api/suggestions', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      const suggestion = await suggestionOf(page, async () => {
        await page.getByRole('button', { name: /^Plat principal/ }).click();
        await expect(page.getByText('Génération en cours...')).toBeVisible();
        await expect(
          page.getByText('Notre chef virtuel concocte une délicieuse suggestion pour vous'),
        ).toBeVisible();
      });
      await page.unroute('**/api/suggestions');
      const { recipe } = suggestion;
      expect(recipe.type).toBe('plat');
      expect(suggestion.fridgeMode).toBe(false);
      const card = await expectCard(page, suggestion);
      await expect(card.getByText('Plat principal', { exact: true })).toBeVisible();

      // The full recipe: every line, the numbered steps; Escape, « Fermer » and a click outside.
      const openFull = () => card.getByRole('button', { name: 'Voir la recette complète' }).click();
      const dialog = page.getByRole('dialog', { name: recipe.title });
      const lines = dialog.getByRole('region', { name: /^Ingrédients/ }).getByRole('listitem');
      await openFull();
      await expect(lines).toHaveText(recipe.ingredients);
      await expect(dialog.locator('ol > li')).toHaveCount(recipe.instructions.length);
      await expect(dialog.locator('ol > li').first()).toHaveText(`1${recipe.instructions[0]}`);
      await closeWithEscape(page, dialog);
      await openFull();
      await dialog.getByRole('button', { name: 'Fermer' }).click();
      await expect(dialog).toBeHidden();
      await openFull();
      await closeWithTapOutside(page, dialog, { x: viewport.width - 5, y: 5 });

      // The stepper rescales every quantity as the cuisine package rounds them.
      await openFull();
      const stepper = dialog.getByRole('group', { name: 'Nombre de portions' });
      const servings = recipe.servings + 2;
      await stepper.getByRole('button', { name: 'Une portion de plus' }).click();
      await stepper.getByRole('button', { name: 'Une portion de plus' }).click();
      await expect(stepper).toContainText(`${servings} portions`);
      const rescaled = rescaleIngredientLines(recipe.ingredients, recipe.servings, servings);
      expect(rescaled).not.toEqual(recipe.ingredients);
      await expect(lines).toHaveText(rescaled);

      // « Ajouter à la liste de courses » → « Ajouté à la liste », ready again after 2 s; a
      // second add is refused in the spec's words.
      await dialog.getByRole('button', { name: 'Ajouter à la liste de courses' }).click();
      await expect(dialog.getByRole('button', { name: 'Ajouté à la liste' })).toBeVisible();
      await expect(
        dialog.getByRole('button', { name: 'Ajouter à la liste de courses' }),
      ).toBeVisible({ timeout: 4_000 });
      await dialog.getByRole('button', { name: 'Ajouter à la liste de courses' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(
        'Ces articles sont déjà dans votre liste de courses',
      );
      await closeWithEscape(page, dialog);
      // The card follows the chosen servings.
      await expect(card).toContainText(`${servings} portions`);

      // Favourite: checked on load (not yet), added, then seen on the Favoris screen.
      const favorite = page.getByRole('button', { name: 'Ajouter aux favoris' });
      await expect(favorite).toBeEnabled();
      await favorite.click();
      await expect(page.getByRole('button', { name: 'Retirer des favoris' })).toBeEnabled();

      // « Ajouter au planning »: the planning's form opens filled from the recipe.
      await page.getByRole('button', { name: 'Ajouter au planning' }).click();
      await expect(page).toHaveURL(/\/dashboard\/planning$/);
      const form = page.getByRole('dialog', { name: 'Ajouter un repas' });
      await expect(form.getByLabel('Titre du repas')).toHaveValue(recipe.title);
      await expect(form.getByLabel('Nombre de portions')).toHaveValue(String(servings));
      await expect(form.getByLabel('Type de repas')).toHaveValue('plat');
      await form.getByRole('button', { name: 'Ajouter au planning' }).click();
      await expect(form).toBeHidden();
      const meal = page.getByRole('article', { name: recipe.title });
      await expect(meal).toContainText(`${servings} portions`);
      // The planned meal keeps the recipe: « Voir la recette » shows it whole.
      await meal.getByRole('button', { name: `Voir la recette « ${recipe.title} »` }).click();
      const planned = page.getByRole('dialog', { name: recipe.title });
      await expect(
        planned.getByRole('region', { name: /^Ingrédients/ }).getByRole('listitem'),
      ).toHaveText(rescaled);
      await closeWithEscape(page, planned);
      // The navigation state was cleared: a reload does not open the form again.
      await page.reload();
      await expect(meal).toBeVisible();
      await expect(page.getByRole('dialog')).toBeHidden();

      // The shopping list has the recipe's lines, grouped under its title.
      await openFromMenu(page, 'Liste de courses');
      const group = page.getByRole('region', { name: recipe.title });
      await expect(group).toBeVisible();
      expect(await group.getByRole('checkbox').count()).toBeGreaterThan(0);

      // And the favourites have it.
      await openFromMenu(page, 'Favoris');
      await expect(page.getByRole('button', { name: recipe.title, exact: true })).toBeVisible();
    });

    test('regenerate, change type, and the fridge mode from Mon Frigo with what is missing', async ({
      page,
    }) => {
      await signUpAndSubscribe(page, newUser(`frigo-suggestion${viewport.width}`));
      await page.goto('/dashboard/feed');

      // Fridge mode with an empty fridge: the error view, its two ways out.
      await page.getByRole('switch', { name: 'Cuisiner avec mon frigo' }).click();
      await page.getByRole('button', { name: /^Dessert/ }).click();
      await expect(page.getByRole('alert')).toHaveText('Aucun ingrédient disponible dans le frigo');
      await page.getByRole('button', { name: 'Réessayer' }).click();
      await expect(page.getByRole('alert')).toHaveText('Aucun ingrédient disponible dans le frigo');
      await page.getByRole('button', { name: 'Changer de type' }).click();
      await expect(page.getByRole('switch', { name: 'Cuisiner avec mon frigo' })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await page.getByRole('switch', { name: 'Cuisiner avec mon frigo' }).click();

      // Regenerate: another recipe of the same type; change type: back to the picker.
      const first = await suggestionOf(page, () =>
        page.getByRole('button', { name: /^Entrée/ }).click(),
      );
      await expectCard(page, first);
      const second = await suggestionOf(page, () =>
        page.getByRole('button', { name: 'Une autre recette' }).click(),
      );
      expect(second.recipe.type).toBe('entrée');
      expect(second.recipe.id).not.toBe(first.recipe.id);
      await expectCard(page, second);
      await page.getByRole('button', { name: 'Changer de type' }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Que souhaitez-vous préparer ?' }),
      ).toBeVisible();

      // Mon Frigo: a few items, then « Générer une recette » for a main course.
      for (const name of ['Courgettes', 'Œufs', 'Gruyère']) {
        await callApi(page, 'POST', '/api/fridge/items', { name, quantity: 4 }, 201);
      }
      await openFromMenu(page, 'Frigidaire');
      await page.getByRole('button', { name: 'Générer une recette' }).click();
      const generate = page.getByRole('dialog', { name: 'Générer une recette' });
      // It promises what it keeps: the fridge first, and what is missing said.
      await expect(generate).toContainText(
        'Mijote cherche une recette avec les produits de votre frigo, en commençant par ceux qui expirent bientôt',
      );
      await expect(generate).not.toContainText('uniquement');
      await generate.getByText('Plat principal').click();
      const fromFridge = await suggestionOf(page, () =>
        generate.getByRole('button', { name: 'Générer la recette' }).click(),
      );
      await expect(page).toHaveURL(/\/dashboard\/feed$/);
      expect(fromFridge.fridgeMode).toBe(true);
      expect(fromFridge.recipe.type).toBe('plat');
      expect(fromFridge.usedFridgeItems.length).toBeGreaterThan(0);
      const card = await expectCard(page, fromFridge);
      await expect(card.getByText('Mode frigo')).toBeVisible();
      await expect(card).toContainText(`Du frigo : ${fromFridge.usedFridgeItems.join(', ')}`);
      const note = card.getByRole('region', { name: 'Avec votre frigo' });
      // At most two foods to buy, named; or it says none fits and this is the closest.
      if (fromFridge.fitsFridge) {
        expect(fromFridge.missingIngredients.length).toBeLessThanOrEqual(2);
      } else {
        await expect(note).toContainText(
          'Aucune recette ne se fait avec votre frigo en achetant au plus deux ingrédients',
        );
      }
      if (fromFridge.missingIngredients.length > 0) {
        await expect(
          note.getByRole('list', { name: 'Il vous manque\u00a0:' }).getByRole('listitem'),
        ).toHaveText(fromFridge.missingIngredients);
      } else {
        await expect(note).toContainText('Votre frigo a tout ce qu’il faut');
      }
      // The handoff was read once: a reload shows the picker, not another generation.
      await page.reload();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Que souhaitez-vous préparer ?' }),
      ).toBeVisible();
    });

    test('the recipe is still there after another page; « Suggestions récentes » reopens, plans and shops', async ({
      page,
    }) => {
      await signUpAndSubscribe(page, newUser(`recentes${viewport.width}`));
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/suggestions') && request.method() === 'POST') {
          asked.push(request.url());
        }
      });
      await openFromMenu(page, 'Suggestions');
      const first = await suggestionOf(page, () =>
        page.getByRole('button', { name: /^Dessert/ }).click(),
      );
      await expectCard(page, first);

      // Another page, then back through the menu: the same recipe, nothing asked again.
      await openFromMenu(page, 'Planning');
      await expect(page).toHaveURL(/\/dashboard\/planning$/);
      await openFromMenu(page, 'Suggestions');
      await expectCard(page, first);
      expect(asked).toHaveLength(1);

      // Another one: the first waits in « Suggestions récentes », the one on screen is not listed.
      const second = await suggestionOf(page, () =>
        page.getByRole('button', { name: 'Une autre recette' }).click(),
      );
      await expectCard(page, second);
      const recent = page.getByRole('region', { name: 'Suggestions récentes' });
      const row = (title: string) => recent.getByRole('listitem').filter({ hasText: title });
      await expect(row(first.recipe.title)).toBeVisible();
      await expect(row(first.recipe.title)).toContainText('Dessert');
      await expect(row(first.recipe.title)).toContainText('aujourd’hui');
      await expect(row(second.recipe.title)).toHaveCount(0);

      // Reopened: the first is the screen's recipe again, and the focus is back at the top.
      await row(first.recipe.title).getByRole('button', { name: /^Voir/ }).click();
      await expectCard(page, first);
      await expect(page.getByRole('heading', { level: 1, name: 'Suggestions' })).toBeFocused();
      await expect(row(second.recipe.title)).toBeVisible();
      expect(asked).toHaveLength(2);

      // A page load forgets what was on screen (nothing in local storage): the picker, and the
      // household's history from the server, newest first.
      await page.reload();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Que souhaitez-vous préparer ?' }),
      ).toBeVisible();
      const startsWith = (text: string) =>
        new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
      await expect(recent.getByRole('listitem')).toHaveText([
        startsWith(second.recipe.title),
        startsWith(first.recipe.title),
      ]);
      expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(
        first.recipe.title,
      );

      // Its ingredients to the list, from the row.
      await row(second.recipe.title)
        .getByRole('button', { name: /^Ajouter les ingrédients de/ })
        .click();
      await expect(
        row(second.recipe.title).getByRole('button', { name: 'Ajouté à la liste' }),
      ).toBeVisible();
      const list = await callApi(page, 'GET', '/api/shopping/items');
      expect(
        list.items.some(
          (item: { recipeTitle: string | null }) => item.recipeTitle === second.recipe.title,
        ),
      ).toBe(true);

      // Planned from the row: the planning's form, filled from that recipe.
      await row(first.recipe.title)
        .getByRole('button', { name: /au planning$/ })
        .click();
      await expect(page).toHaveURL(/\/dashboard\/planning$/);
      const form = page.getByRole('dialog', { name: 'Ajouter un repas' });
      await expect(form.getByLabel('Titre du repas')).toHaveValue(first.recipe.title);
      await expect(form.getByLabel('Type de repas')).toHaveValue('dessert');
    });
  });
}
