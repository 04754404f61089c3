import { describe, expect, it } from 'vitest';
import { householdRecipeAsCatalogue, isHouseholdRecipeOffered } from './household-recipe';
import { aHouseholdRecipe } from './test/household-recipes';

const GRATIN = aHouseholdRecipe({
  id: 'maison_gratin',
  cookingTime: 45,
  ingredients: [
    '1 kg de pommes de terre',
    '20 cl de crème',
    '125 g de mozzarella',
    'un secret de mamie',
  ],
});

const VEGETARIAN = { restrictions: ['vegetarian' as const], avoidedFoods: [] };

describe('householdRecipeAsCatalogue', () => {
  it('reads the lines into foods and amounts, as the list does, and leaves out a line naming no food', () => {
    const recipe = householdRecipeAsCatalogue(GRATIN);
    expect(recipe.ingredients).toEqual([
      { ingredientId: 'pomme-de-terre', quantity: 1, unit: 'kg' },
      { ingredientId: 'creme', quantity: 20, unit: 'cl' },
      { ingredientId: 'mozzarella', quantity: 125, unit: 'g' },
    ]);
    expect(recipe).toMatchObject({
      id: 'maison_gratin',
      type: 'plat',
      preparationMinutes: 20,
      cookingMinutes: 45,
      servings: 4,
    });
  });
});

describe('isHouseholdRecipeOffered', () => {
  it('offers a recipe that keeps today’s rules, not one that breaks them nor one kept despite them', () => {
    expect(isHouseholdRecipeOffered(GRATIN, VEGETARIAN)).toBe(true);
    const quiche = { ...GRATIN, ingredients: ['200 g de lardons', '3 œufs'] };
    // Saved before a member became vegetarian: checked again against today's rules.
    expect(isHouseholdRecipeOffered(quiche, { restrictions: [], avoidedFoods: [] })).toBe(true);
    expect(isHouseholdRecipeOffered(quiche, VEGETARIAN)).toBe(false);
    // The household kept it knowing it broke a rule: cooked on purpose, never proposed.
    expect(isHouseholdRecipeOffered({ ...GRATIN, keptDespiteRules: true }, VEGETARIAN)).toBe(false);
    // An avoided food named only in the steps.
    const steps = { ...GRATIN, instructions: ['Parsemer de noix.', 'Cuire.'] };
    expect(isHouseholdRecipeOffered(steps, { restrictions: [], avoidedFoods: ['noix'] })).toBe(
      false,
    );
  });
});
