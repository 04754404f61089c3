import '@/test/cleanup';
import type { OwnRecipeInput, RecipeImport, RecipeReview } from '@mijote/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoutes } from '@/test/render-app';
import { OwnRecipesSection } from './own-recipes-section';

// « Ajouter une recette » → « Coller un texte »: the draft comes back flagged, « Adapter »
// replaces the line and asks for a new check, and the recipe is saved as corrected.

const LARDONS = 'lardons\u00a0: ne respecte pas végétarien';
const flagged: RecipeReview = {
  flags: [
    {
      line: 1,
      ingredient: 'lardons',
      rule: 'vegetarian',
      ruleLabel: 'végétarien',
      text: LARDONS,
      explanation: 'contient du porc',
      adaptation: '200 g de tofu fumé en dés, poêlé',
    },
  ],
  unverified: [],
};
const read: RecipeImport = {
  draft: {
    title: 'Quiche aux lardons',
    description: '',
    servings: 4,
    preparationTime: 15,
    cookingTime: 35,
    ingredients: ['1 pâte brisée', '200 g de lardons'],
    instructions: ['Cuire.'],
  },
  review: flagged,
  link: null,
};

function ownRecipesApi() {
  const saved: OwnRecipeInput[] = [];
  const checked: string[][] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (method === 'GET' && url === '/api/own-recipes')
      return { status: 200, body: { recipes: [] } };
    if (url === '/api/own-recipes/import') return { status: 200, body: read };
    if (url === '/api/own-recipes/check') {
      checked.push(body.ingredients);
      const stillFlagged = body.ingredients.some((line: string) => line.includes('lardons'));
      return { status: 200, body: stillFlagged ? flagged : { flags: [], unverified: [] } };
    }
    if (method === 'POST' && url === '/api/own-recipes') {
      saved.push(body);
      return { status: 422, body: { code: 'OWN_RECIPE_BREAKS_RULES' } };
    }
    return { status: 404, body: { code: 'NOT_FOUND' } };
  });
  return { saved, checked };
}

describe('OwnRecipeEditor', () => {
  it('reads a pasted text, adapts the flagged line and saves what the form shows', async () => {
    const api = ownRecipesApi();
    renderRoutes([{ path: '/', element: <OwnRecipesSection /> }], '/');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Ajouter une recette' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /^Coller un texte/ }));
    await user.type(within(dialog).getByLabelText('Texte de la recette'), 'Quiche');
    await user.click(within(dialog).getByRole('button', { name: 'Lire la recette' }));

    const rules = await within(dialog).findByRole('region', { name: 'Règles du foyer' });
    expect(rules.textContent).toContain(LARDONS);
    await user.click(within(rules).getByRole('button', { name: /^Adapter/ }));
    expect((within(dialog).getByLabelText(/^Ingrédients/) as HTMLTextAreaElement).value).toBe(
      '1 pâte brisée\n200 g de tofu fumé en dés, poêlé',
    );
    await waitFor(() => expect(rules.textContent).toContain('Respecte les règles du foyer.'));
    expect(api.checked).toEqual([['1 pâte brisée', '200 g de tofu fumé en dés, poêlé']]);

    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer la recette' }));
    await waitFor(() => expect(api.saved).toHaveLength(1));
    expect(api.saved[0]).toMatchObject({
      title: 'Quiche aux lardons',
      servings: 4,
      preparationTime: 15,
      cookingTime: 35,
      ingredients: ['1 pâte brisée', '200 g de tofu fumé en dés, poêlé'],
      source: 'text',
      keptDespiteRules: false,
    });
    // The server's refusal shows in French in the dialog.
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Garder quand même');
  });
});
