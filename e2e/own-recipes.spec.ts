import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { DEFAULT_PREFERENCES_INPUT } from '../packages/contracts/src/preferences';
import { callApi } from './support/api';
import { signUpAndSubscribe } from './support/auth';
import { closeWithEscape } from './support/dashboard';
import { newUser } from './support/users';

// « Mes recettes » in Favoris: a recipe pasted as text in a vegetarian household is flagged for
// its lardons, kept anyway (and marked so), and found again under « Mes recettes »; a link to a
// page with a schema.org Recipe in JSON-LD is imported. The page is served on 127.0.0.1, which
// the e2e server may reach only through its test switch (TEST_LINKS_TO_LOOPBACK).

const QUICHE = `Quiche aux lardons
Pour 4 personnes
Préparation : 15 min
Cuisson : 35 min

Ingrédients
- 1 pâte brisée
- 200 g de lardons
- 3 œufs
- 20 cl de crème

Préparation
1. Faire revenir les lardons.
2. Battre les œufs avec la crème, verser sur la pâte et cuire 35 min.`;

const GRATIN_PAGE = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Gratin</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', name: 'Un blog' },
    {
      '@type': 'Recipe',
      name: 'Gratin de courgettes',
      recipeYield: '4 personnes',
      prepTime: 'PT15M',
      cookTime: 'PT30M',
      recipeIngredient: ['3 courgettes', '20 cl de crème', '1 gousse d’ail'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Trancher les courgettes.' },
        { '@type': 'HowToStep', text: 'Napper de crème et cuire 30 min.' },
      ],
    },
  ],
})}</script></head><body><h1>Gratin de courgettes</h1></body></html>`;

let site: Server;
let siteBase: string;
test.beforeAll(async () => {
  site = createServer((request, response) => {
    if (request.url !== '/gratin') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(GRATIN_PAGE);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteBase = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

async function vegetarianHousehold(page: Page, name: string) {
  await signUpAndSubscribe(page, newUser(name));
  await callApi(page, 'PUT', '/api/preferences', {
    ...DEFAULT_PREFERENCES_INPUT,
    restrictions: ['vegetarian'],
  });
  await page.goto('/dashboard/favorites');
}

const ownRecipes = (page: Page) => page.getByRole('region', { name: 'Mes recettes' });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a pasted recipe with lardons is flagged, kept, and found under « Mes recettes »', async ({
      page,
    }) => {
      await vegetarianHousehold(page, `recettes${viewport.width}`);
      await expect(ownRecipes(page)).toContainText('Aucune recette de la maison');

      await ownRecipes(page).getByRole('button', { name: 'Ajouter une recette' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: /^Coller un texte/ }).click();
      await dialog.getByLabel('Texte de la recette').fill(QUICHE);
      await dialog.getByRole('button', { name: 'Lire la recette' }).click();

      // Read for correction: the title, the servings, the times, the lines and the steps.
      await expect(dialog.getByLabel('Titre')).toHaveValue('Quiche aux lardons');
      await expect(dialog.getByLabel('Personnes')).toHaveValue('4');
      await expect(dialog.getByLabel('Préparation (min)')).toHaveValue('15');
      await expect(dialog.getByLabel('Cuisson (min)')).toHaveValue('35');
      await expect(dialog.getByLabel('Ingrédients')).toHaveValue(/200 g de lardons/);
      await expect(dialog.getByLabel('Étapes')).toHaveValue(/^Faire revenir les lardons\./);
      const rules = dialog.getByRole('region', { name: 'Règles du foyer' });
      await expect(rules).toContainText('lardons\u00a0: ne respecte pas végétarien');
      await expect(rules.getByRole('button', { name: /^Adapter/ })).toBeVisible();

      // Saving without a choice is refused in French; « Garder quand même » saves it, marked.
      await dialog.getByRole('button', { name: 'Enregistrer la recette' }).click();
      await expect(dialog.getByRole('alert')).toContainText('Garder quand même');
      await rules.getByRole('switch', { name: 'Garder quand même' }).click();
      await dialog.getByRole('button', { name: 'Enregistrer la recette' }).click();
      await expect(dialog).toBeHidden();

      await page.reload();
      const card = ownRecipes(page).getByRole('listitem').filter({ hasText: 'Quiche aux lardons' });
      await expect(card).toContainText('Recette de la maison');
      await expect(card).toContainText('Gardée malgré les règles');
      await expect(card).toContainText('lardons\u00a0: ne respecte pas végétarien');
      await expect(card).toContainText('50 min');

      // Opened, it offers what a suggested recipe does.
      await card.getByRole('button', { name: 'Quiche aux lardons' }).click();
      await page.getByRole('button', { name: 'Ajouter à la liste de courses' }).click();
      await expect(page.getByRole('button', { name: 'Ajouté à la liste' })).toBeVisible();
      await page.getByRole('button', { name: 'Ajouter au planning' }).click();
      await expect(page).toHaveURL(/\/dashboard\/planning$/);
      await expect(page.getByRole('dialog')).toContainText('Quiche aux lardons');
    });
  });
}

test('a link to a page with a JSON-LD recipe imports it', async ({ page }) => {
  await vegetarianHousehold(page, 'recettelien');
  await ownRecipes(page).getByRole('button', { name: 'Ajouter une recette' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^Depuis un lien/ }).click();
  await dialog.getByLabel('Lien de la recette').fill(`${siteBase}/gratin`);
  await dialog.getByRole('button', { name: 'Importer la recette' }).click();

  await expect(dialog.getByLabel('Titre')).toHaveValue('Gratin de courgettes');
  await expect(dialog.getByLabel('Ingrédients')).toHaveValue(
    '3 courgettes\n20 cl de crème\n1 gousse d’ail',
  );
  await expect(dialog.getByRole('region', { name: 'Règles du foyer' })).toContainText(
    'Respecte les règles du foyer.',
  );
  await dialog.getByRole('button', { name: 'Enregistrer la recette' }).click();
  await expect(dialog).toBeHidden();
  const card = ownRecipes(page).getByRole('listitem').filter({ hasText: 'Gratin de courgettes' });
  await expect(card).toContainText('Recette de la maison');
  await expect(card).not.toContainText('Gardée malgré les règles');
  await card.getByRole('button', { name: 'Gratin de courgettes' }).click();
  await expect(page.getByRole('link', { name: /^Importée depuis 127\.0\.0\.1:/ })).toHaveAttribute(
    'href',
    `${siteBase}/gratin`,
  );
  await closeWithEscape(page, page.getByRole('dialog'));

  // A page without a recipe is said so in French.
  await ownRecipes(page).getByRole('button', { name: 'Ajouter une recette' }).click();
  await dialog.getByRole('button', { name: /^Depuis un lien/ }).click();
  await dialog.getByLabel('Lien de la recette').fill(`${siteBase}/absente`);
  await dialog.getByRole('button', { name: 'Importer la recette' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Impossible d’ouvrir ce lien');
});
