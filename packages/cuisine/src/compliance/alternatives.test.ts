import { describe, expect, it } from 'vitest';
import { getRecipe } from '../catalogue';
import { getIngredient } from '../ingredients/lookup';
import { adaptRecipe } from './adapt-recipe';
import { ALTERNATIVES } from './alternatives';
import { checkCompliance } from './check-compliance';
import type { ComplianceOptions } from './types';

const ids = (...list: string[]) => ({
  ingredients: list.map((ingredientId) => ({ ingredientId })),
});

describe('alternatives', () => {
  it('names only foods of the base, never the food itself', () => {
    for (const [id, candidates] of Object.entries(ALTERNATIVES)) {
      expect(getIngredient(id), id).toBeDefined();
      for (const c of candidates) {
        expect(getIngredient(c), `${id} -> ${c}`).toBeDefined();
        expect(c).not.toBe(id);
      }
    }
  });

  it.each([
    [
      'parmesan',
      { restrictions: ['vegetarian'], avoidedFoods: [] },
      'fromage-a-pate-dure-vegetarien',
    ],
    ['gruyere', { restrictions: ['kosher'], avoidedFoods: [] }, 'fromage-a-pate-dure-vegetarien'],
    ['gelatine', { restrictions: ['vegetarian'], avoidedFoods: [] }, 'agar-agar'],
    ['bouillon', { restrictions: ['vegetarian'], avoidedFoods: [] }, 'bouillon-de-legumes'],
    ['extrait-de-vanille', { restrictions: ['halal'], avoidedFoods: [] }, 'vanille'],
    ['sauce-soja', { restrictions: ['glutenFree'], avoidedFoods: [] }, 'tamari'],
    ['lait', { restrictions: ['dairyFree'], avoidedFoods: [] }, 'lait-de-soja'],
    // Soy avoided: the next plant milk that passes.
    ['lait', { restrictions: ['dairyFree'], avoidedFoods: ['soja'] }, 'lait-de-riz'],
    // Celery avoided: vegetable stock holds it, so no stand-in is offered.
    ['bouillon', { restrictions: ['vegetarian'], avoidedFoods: ['céleri'] }, undefined],
    [
      'lait',
      { restrictions: ['dairyFree'], avoidedFoods: ['soja', 'riz', 'gluten', 'fruits à coque'] },
      undefined,
    ],
  ] as const)('%s under %j -> %s', (id, options, expected) => {
    const report = checkCompliance(ids(id, 'sel'), {
      restrictions: [...options.restrictions],
      avoidedFoods: [...options.avoidedFoods],
    });
    expect(report.violations.length).toBeGreaterThan(0);
    expect(report.violations[0]?.alternative?.ingredientId).toBe(expected);
  });
});

describe('adaptRecipe', () => {
  const vegetarian: ComplianceOptions = { restrictions: ['vegetarian'], avoidedFoods: [] };

  it('makes the mushroom risotto vegetarian with a vegetarian hard cheese', () => {
    const risotto = getRecipe('plat-risotto-aux-champignons')!;
    expect(checkCompliance(risotto, vegetarian).ok).toBe(false);
    const adapted = adaptRecipe(risotto, vegetarian)!;
    expect(adapted.substitutions).toEqual([
      {
        from: 'parmesan-rape',
        to: 'fromage-a-pate-dure-vegetarien',
        name: 'fromage à pâte dure végétarien',
        because: 'contient de la présure animale',
      },
    ]);
    expect(checkCompliance(adapted.recipe, vegetarian).ok).toBe(true);
    expect(adapted.recipe.title).toBe(risotto.title);
    expect(risotto.ingredients.some((i) => i.ingredientId === 'parmesan-rape')).toBe(true);
  });

  it('returns a compliant recipe as it is, and gives up when a food has no stand-in', () => {
    const plain = ids('riz', 'sel');
    expect(adaptRecipe(plain, vegetarian)).toEqual({ recipe: plain, substitutions: [] });
    expect(adaptRecipe(ids('riz', 'lardon'), vegetarian)).toBeUndefined();
    expect(adaptRecipe({ ingredients: ['50 g de parmesan'] }, vegetarian)).toBeUndefined();
    expect(adaptRecipe(ids('riz', 'licorne'), vegetarian)).toBeUndefined();
  });
});
