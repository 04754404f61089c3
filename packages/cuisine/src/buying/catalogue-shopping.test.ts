import { describe, expect, it } from 'vitest';
import { RECIPES } from '../catalogue';
import { getIngredient } from '../ingredients';
import { scaleIngredients } from '../quantities';
import { capitalize } from '../text/normalize';
import { toBuyingLine } from './buying-line';
import { DEFAULT_PANTRY, pantryCheck } from './pantry';
import { needInBuyingUnits } from './to-buying';

// Decision 012, over the whole catalogue: every line of every recipe, at its own servings and for
// a family of 4 and of 7, reads as something a shop sells, in a shopper's words, and covers the
// recipe's need.

const isInPantry = pantryCheck(DEFAULT_PANTRY);
const SERVINGS = [undefined, 4, 7] as const;

const cases = RECIPES.flatMap((recipe) =>
  SERVINGS.map((servings) => ({
    label: `${recipe.id} for ${servings ?? recipe.servings}`,
    lines: servings
      ? scaleIngredients(recipe.ingredients, recipe.servings, servings)
      : recipe.ingredients,
  })),
);

describe('the catalogue as a shopping list', () => {
  it.each(cases)('$label', ({ lines }) => {
    for (const line of lines) {
      const ingredient = getIngredient(line.ingredientId)!;
      const bought = toBuyingLine({
        name: ingredient.name,
        quantity: line.quantity,
        unit: line.unit,
        ingredientId: line.ingredientId,
      });
      const what = `${line.quantity} ${line.unit} ${line.ingredientId}`;
      if (line.ingredientId === 'eau') {
        expect(bought, what).toBeNull();
        continue;
      }
      // Converted by the food's own rule, never by the fallback for unknown names.
      const product = getIngredient(ingredient.buying?.boughtAs ?? ingredient.id)!;
      expect(bought?.lineKey.startsWith(`${product.id}|`), what).toBe(true);
      const { name, quantity, unit } = bought!;
      // The product's name: the food's own name or plural, capitalised — never a measure
      // word (« gousses d’ail », « botte de persil »).
      const forms = [product.name, product.plural, product.name.replace(/ en boîte$/, '')];
      expect(forms.map(capitalize), what).toContain(name);
      // Nothing one cannot buy: no spoons or pinches, no fraction of a piece or a pack.
      expect(['càs', 'càc', 'pincée'], what).not.toContain(unit);
      if (unit !== 'kg') expect(quantity, what).toMatch(/^\d+$/);
      // Enough for the recipe.
      const boughtInRuleUnits = needInBuyingUnits(
        ingredient,
        Number(quantity.replace(',', '.')),
        unit,
      )!;
      expect(boughtInRuleUnits, what).toBeGreaterThanOrEqual(bought!.exact * (1 - 1e-6));
    }
  });

  it('sends salt, pepper, oil and spices to the cupboard, not to the list', () => {
    const staples = new Set<string>();
    for (const recipe of RECIPES) {
      for (const line of recipe.ingredients) {
        if (isInPantry(line.ingredientId)) staples.add(line.ingredientId);
      }
    }
    for (const id of ['sel', 'poivre', 'huile-d-olive', 'cumin', 'paprika']) {
      expect(staples.has(id), id).toBe(true);
    }
    for (const id of ['beurre', 'lait', 'oeuf', 'ail']) expect(staples.has(id), id).toBe(false);
  });
});
