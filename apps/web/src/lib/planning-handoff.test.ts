import type { Recipe } from '@mijote/contracts';
import { describe, expect, it } from 'vitest';
import { planRecipeState, readPlanningHandoff } from './planning-handoff';

const recipe: Recipe = {
  id: 'plat-gratin-dauphinois',
  title: 'Gratin dauphinois',
  description: 'Pommes de terre, crème, ail.',
  imageUrl: '/recipes/plat-2.svg',
  preparationTime: 75,
  servings: 4,
  difficulty: 'facile',
  ingredients: ['1 kg de pommes de terre', '5 dl de crème'],
  instructions: ['Trancher.', 'Cuire.'],
  type: 'plat',
};

describe('readPlanningHandoff', () => {
  it('reads a whole recipe: title, servings, type, its id and the snapshot', () => {
    expect(readPlanningHandoff(planRecipeState(recipe))).toEqual({
      recipeTitle: 'Gratin dauphinois',
      servings: 4,
      type: 'plat',
      recipeId: 'plat-gratin-dauphinois',
      recipe,
    });
  });

  it('prefills what it can from a partial recipe, without an id the server would refuse', () => {
    expect(
      readPlanningHandoff({
        recipe: { id: 'pas un id !', title: '  Soupe  ', servings: 0, type: 'goûter' },
      }),
    ).toEqual({
      recipeTitle: 'Soupe',
      servings: undefined,
      type: undefined,
      recipeId: undefined,
      recipe: undefined,
    });
  });

  it('opens an empty form for { addMeal: true } and nothing for anything else', () => {
    expect(readPlanningHandoff({ addMeal: true })).toEqual({});
    for (const state of [
      null,
      undefined,
      'recipe',
      {},
      { recipe: { servings: 2 } },
      { addMeal: 1 },
    ]) {
      expect(readPlanningHandoff(state)).toBeNull();
    }
  });
});
