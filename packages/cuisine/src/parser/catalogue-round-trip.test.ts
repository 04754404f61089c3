import { describe, expect, it } from 'vitest';
import { RECIPES } from '../catalogue';
import { formatIngredientLine } from './format-ingredient-line';
import { parseIngredientLine } from './parse-ingredient-line';

// Every catalogue ingredient, written out as a recipe would print it, must read back to the
// same knowledge-base ingredient, unit and quantity: the parser and the formatter agree, and
// a model that copies catalogue lines gets them parsed right.
describe('catalogue lines read back', () => {
  const lines = RECIPES.flatMap((recipe) =>
    recipe.ingredients.map((ingredient) => ({ recipe: recipe.id, ingredient })),
  );

  it('has lines to check', () => {
    expect(lines.length).toBeGreaterThan(500);
  });

  it('parses every written catalogue line back to its ingredient, unit and quantity', () => {
    const mismatches = lines.flatMap(({ recipe, ingredient }) => {
      const text = formatIngredientLine(ingredient);
      const parsed = parseIngredientLine(`- ${text}`);
      const same =
        parsed.matched &&
        parsed.ingredientId === ingredient.ingredientId &&
        parsed.unit === ingredient.unit &&
        Math.abs(parsed.quantity - ingredient.quantity) < 0.006 &&
        parsed.note === ingredient.note;
      return same ? [] : [`${recipe}: '${text}' → ${JSON.stringify(parsed)}`];
    });
    expect(mismatches).toEqual([]);
  });
});
