import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../compliance';
import { type PriorityRecipesRequest, priorityRecipes } from './priority-recipes';

type Item = { name: string; expirationDate: string | null };

const TODAY = '2026-07-15';
const soon = (name: string, expirationDate = '2026-07-16'): Item => ({ name, expirationDate });

function request(fields: Partial<PriorityRecipesRequest<Item>> = {}): PriorityRecipesRequest<Item> {
  return {
    types: ['plat', 'entrée', 'dessert'],
    rules: { restrictions: [], avoidedFoods: [] },
    preferredFoods: [],
    servings: 4,
    today: TODAY,
    fridge: [],
    isPriority: (item) => item.expirationDate !== null && item.expirationDate <= '2026-07-18',
    count: 3,
    ...fields,
  };
}

describe('priorityRecipes', () => {
  it('offers up to `count` recipes, each using a priority item', () => {
    const fridge = [soon('courgettes'), { name: 'riz', expirationDate: null }, soon('lait')];
    const recipes = priorityRecipes(request({ fridge }));
    expect(recipes).toHaveLength(3);
    for (const recipe of recipes) {
      expect(recipe.priorityItems.length).toBeGreaterThan(0);
      expect(recipe.priorityItems.every((item) => item.name !== 'riz')).toBe(true);
    }
    expect(new Set(recipes.map((r) => r.recipe.id)).size).toBe(3);
  });

  it('gives the soonest item its recipe first, then the next one', () => {
    // The milk and the rice make a well-covered rice pudding; the courgettes are due first.
    const fridge = [
      { name: 'riz', expirationDate: null },
      soon('lait', '2026-07-17'),
      soon('courgettes', '2026-07-16'),
    ];
    const recipes = priorityRecipes(request({ fridge }));
    expect(recipes[0]?.priorityItems.map((item) => item.name)).toContain('courgettes');
    expect(recipes[1]?.priorityItems.map((item) => item.name)).toContain('lait');
  });

  it('is the same answer every time', () => {
    const fridge = [soon('courgettes'), soon('tomates', '2026-07-17')];
    const ids = () => priorityRecipes(request({ fridge })).map((r) => r.recipe.id);
    expect(ids()).toEqual(ids());
  });

  it('offers nothing when no item is a priority, or the only one has expired', () => {
    expect(priorityRecipes(request({ fridge: [{ name: 'riz', expirationDate: null }] }))).toEqual(
      [],
    );
    expect(priorityRecipes(request({ fridge: [soon('courgettes', '2026-07-14')] }))).toEqual([]);
  });

  it('cooks an item dated today: it is still good today (decision 029)', () => {
    const recipes = priorityRecipes(request({ fridge: [soon('courgettes', TODAY)] }));
    expect(recipes.length).toBeGreaterThan(0);
    expect(recipes[0]?.priorityItems.map((item) => item.name)).toEqual(['courgettes']);
  });

  it('keeps the household’s rules', () => {
    const fridge = [soon('poulet'), soon('courgettes')];
    const rules = { restrictions: ['vegetarian' as const], avoidedFoods: [] };
    const recipes = priorityRecipes(request({ fridge, rules }));
    expect(recipes.length).toBeGreaterThan(0);
    for (const { recipe, priorityItems } of recipes) {
      expect(checkCompliance(recipe, rules).ok).toBe(true);
      expect(priorityItems.map((i) => i.name)).toEqual(['courgettes']);
    }
  });
});
