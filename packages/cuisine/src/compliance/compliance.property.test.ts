import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECIPES } from '../catalogue';
import { INGREDIENTS } from '../ingredients/lookup';
import { checkCompliance } from './check-compliance';
import { flagsOf, oracleFaults, profile } from './test/compliance-oracle';

// Over thousands of random household profiles, a catalogue recipe the checker lets through never
// holds an avoided food nor breaks a restriction, as the oracle (test/compliance-oracle.ts)
// judges it on the raw knowledge base.

describe('catalogue compliance over random profiles', () => {
  it('never lets through a recipe that holds an avoided food or breaks a restriction', () => {
    let passed = 0;
    const wrong: string[] = [];
    fc.assert(
      fc.property(profile, ({ restrictions, avoided }) => {
        const options = { restrictions, avoidedFoods: avoided.map((a) => a.text) };
        for (const recipe of RECIPES) {
          if (!checkCompliance(recipe, options).ok) continue;
          passed++;
          const recipeIds = recipe.ingredients.map((i) => i.ingredientId);
          for (const fault of oracleFaults(recipeIds, restrictions, avoided)) {
            wrong.push(`${recipe.id}: ${fault}`);
          }
        }
        return wrong.length === 0;
      }),
      { numRuns: 2000, seed: 11 },
    );
    expect(wrong).toEqual([]);
    // The property must not hold vacuously: plenty of recipes pass.
    expect(passed).toBeGreaterThan(50_000);
  }, 180_000);

  it('agrees with the oracle on what each ingredient holds and carries', () => {
    for (const ingredient of INGREDIENTS) {
      expect(new Set(ingredient.flags), ingredient.id).toEqual(flagsOf(ingredient.id));
    }
  });
});
