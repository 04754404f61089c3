import type { Page } from '@playwright/test';
import type { Recipe } from '../../packages/contracts/src/recipe';
import { callApi } from './api';

// Data a journey starts from, written through the app's own API with the page's session cookie
// (page.request shares the browser context's cookies), as a screen of the app would write it.

export async function seedFavorite(page: Page, recipe: Recipe): Promise<void> {
  await callApi(page, 'POST', '/api/favorites', { recipe });
}

/** The household's fridge items, as GET /api/fridge/items lists them. */
export async function fridgeItems(
  page: Page,
): Promise<{ id: string; name: string; quantity: number; unit: string }[]> {
  return (await callApi(page, 'GET', '/api/fridge/items')).items;
}

/** A recipe as the suggestion screen hands it to the favourites (spec section 3). */
export function aRecipe(fields: Partial<Recipe> = {}): Recipe {
  return {
    id: 'recipe_1767225600000_k3j9x2',
    title: 'Gratin de courgettes',
    description: 'Un gratin fondant pour les soirs d’été.',
    imageUrl: null,
    preparationTime: 45,
    servings: 4,
    difficulty: 'facile',
    ingredients: ['3 courgettes', '200 g de gruyère râpé', '20 cl de crème'],
    instructions: ['Préchauffer le four à 200 °C.', 'Trancher les courgettes.', 'Gratiner 30 min.'],
    type: 'plat',
    ...fields,
  };
}
