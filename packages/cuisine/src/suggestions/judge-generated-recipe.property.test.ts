import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { avoidedFood, oracleFaults } from '../compliance/test/compliance-oracle';
import { INGREDIENTS } from '../ingredients/lookup';
import { formatIngredientLine } from '../parser/format-ingredient-line';
import { DIETARY_RESTRICTIONS } from '../vocabulary';
import { judgeGeneratedRecipe } from './judge-generated-recipe';

// Whatever a model writes, the LLM engine shows a recipe only when this judge accepts
// it. Over thousands of random households and random model recipes (lines written from known
// foods, so the test knows what each recipe really holds, and steps that may add a food of
// their own), an accepted recipe never breaks a restriction nor holds an avoided food as the
// knowledge-base oracle sees it.

const UNITS = ['g', 'ml', 'unité', 'càs', 'pincée'] as const;

const line = fc.record({
  ingredient: fc.constantFrom(...INGREDIENTS),
  quantity: fc.integer({ min: 1, max: 500 }),
  unit: fc.constantFrom(...UNITS),
});

const modelRecipe = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 6 }),
  addedInSteps: fc.option(fc.constantFrom(...INGREDIENTS), { nil: undefined }),
});

const household = fc.record({
  restrictions: fc.subarray([...DIETARY_RESTRICTIONS]),
  avoided: fc.array(avoidedFood, { maxLength: 3 }),
});

describe('judgeGeneratedRecipe over random households and model recipes (property)', () => {
  it('never accepts a recipe that breaks a restriction or holds an avoided food', () => {
    let accepted = 0;
    const wrong: string[] = [];
    fc.assert(
      fc.property(household, modelRecipe, ({ restrictions, avoided }, recipe) => {
        const ingredients = recipe.lines.map((l) =>
          formatIngredientLine({
            ingredientId: l.ingredient.id,
            quantity: l.quantity,
            unit: l.unit,
          }),
        );
        const instructions = ['Préparer les ingrédients.'];
        if (recipe.addedInSteps)
          instructions.push(`Ajouter ${recipe.addedInSteps.name} et servir.`);
        const verdict = judgeGeneratedRecipe(
          { ingredients, instructions },
          { restrictions, avoidedFoods: avoided.map((a) => a.text) },
        );
        if (!verdict.ok) return true;
        accepted++;
        const held = recipe.lines.map((l) => l.ingredient.id);
        if (recipe.addedInSteps) held.push(recipe.addedInSteps.id);
        const faults = oracleFaults(held, restrictions, avoided);
        for (const fault of faults) {
          wrong.push(`${ingredients.join(' | ')} / ${instructions.join(' ')}: ${fault}`);
        }
        return faults.length === 0;
      }),
      { numRuns: 3000, seed: 21 },
    );
    expect(wrong).toEqual([]);
    expect(accepted).toBeGreaterThan(500);
  }, 120_000);
});
