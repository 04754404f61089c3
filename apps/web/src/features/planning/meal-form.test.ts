import { describe, expect, it } from 'vitest';
import { defaultMealForm, mealFormFrom, validateMealForm } from './meal-form';

const today = '2026-11-21';

describe('the add-meal form', () => {
  it('defaults to today, 19:00, 2 people and plat (spec section 5)', () => {
    expect(defaultMealForm(today)).toEqual({
      recipeTitle: '',
      date: today,
      time: '19:00',
      servings: '2',
      type: 'plat',
      everyWeeks: '',
      until: '',
    });
  });

  it('takes the title, servings and type of a recipe, the rest from the defaults', () => {
    expect(mealFormFrom({ recipeTitle: 'Tiramisu', servings: 8, type: 'dessert' }, today)).toEqual({
      recipeTitle: 'Tiramisu',
      date: today,
      time: '19:00',
      servings: '8',
      type: 'dessert',
      everyWeeks: '',
      until: '',
    });
    expect(mealFormFrom({ recipeTitle: 'Soupe' }, today).servings).toBe('2');
  });

  it.each([
    [{ recipeTitle: ' ' }, 'recipeTitle', 'validation.mealTitleRequired'],
    [{ date: '' }, 'date', 'validation.dateRequired'],
    [{ date: '2026-02-30' }, 'date', 'validation.dateInvalid'],
    [{ time: '' }, 'time', 'validation.timeRequired'],
    [{ time: '25:00' }, 'time', 'validation.timeInvalid'],
    [{ servings: '' }, 'servings', 'validation.servingsInvalid'],
    [{ servings: '0' }, 'servings', 'validation.servingsInvalid'],
    [{ servings: '2.5' }, 'servings', 'validation.servingsInvalid'],
    [{ servings: 'deux' }, 'servings', 'validation.servingsInvalid'],
  ] as const)('refuses %o on %s with %s', (change, field, key) => {
    const result = validateMealForm({
      ...defaultMealForm(today),
      recipeTitle: 'Gratin',
      ...change,
    });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.errors[field]).toBe(key);
  });

  it('sends a trimmed title and whole numbers, with the recipe id when there is one', () => {
    const values = { ...defaultMealForm(today), recipeTitle: ' Gratin ', servings: ' 3 ' };
    expect(validateMealForm(values)).toEqual({
      success: true,
      input: { recipeTitle: 'Gratin', date: today, time: '19:00', servings: 3, type: 'plat' },
    });
    const fromRecipe = validateMealForm(values, { recipeId: 'plat-gratin' });
    expect(fromRecipe.success && fromRecipe.input.recipeId).toBe('plat-gratin');
  });
});
