import { describe, expect, it } from 'vitest';
import { judgeGeneratedRecipe } from './judge-generated-recipe';

const vegetarian = { restrictions: ['vegetarian'] as const, avoidedFoods: [] };

describe('judgeGeneratedRecipe (decision 11)', () => {
  it('accepts a recipe whose every line is a known food that keeps the rules', () => {
    expect(
      judgeGeneratedRecipe(
        {
          ingredients: ['4 courgettes', '2 càs d’huile d’olive', 'Sel et poivre'],
          instructions: ['Couper les courgettes.', 'Arroser d’huile, saler, poivrer.'],
        },
        { restrictions: ['vegan', 'glutenFree'], avoidedFoods: ['coriandre'] },
      ),
    ).toEqual({ ok: true });
  });

  it('refuses a line that breaks a restriction, naming it', () => {
    const verdict = judgeGeneratedRecipe(
      { ingredients: ['4 courgettes', '150 g de lardons'], instructions: ['Cuire.'] },
      vegetarian,
    );
    expect(verdict).toMatchObject({
      ok: false,
      problem: 'violation',
      violations: [{ ingredient: 'lardons', rule: 'vegetarian' }],
    });
  });

  it('refuses an avoided food, a kind of it, or what holds it', () => {
    for (const line of ['2 tomates', '3 tomates cerises', '20 cl de sauce tomate']) {
      expect(
        judgeGeneratedRecipe(
          { ingredients: ['1 courgette', line], instructions: ['Cuire.'] },
          { restrictions: [], avoidedFoods: ['tomate'] },
        ),
        line,
      ).toMatchObject({ ok: false, problem: 'violation' });
    }
  });

  it('refuses a food the steps add that no ingredient line lists', () => {
    const verdict = judgeGeneratedRecipe(
      {
        ingredients: ['4 courgettes', '2 œufs'],
        instructions: ['Battre les œufs.', 'Parsemer de lardons et servir.'],
      },
      vegetarian,
    );
    expect(verdict).toMatchObject({ ok: false, problem: 'violation' });
  });

  it('lets the steps name a listed food more briefly (« le bouillon » for « bouillon de légumes »)', () => {
    expect(
      judgeGeneratedRecipe(
        {
          ingredients: ['1 l de bouillon de légumes', '200 g de riz'],
          instructions: ['Verser le bouillon chaud sur le riz.'],
        },
        vegetarian,
      ),
    ).toEqual({ ok: true });
  });

  it('refuses a line naming no food it knows: nothing can be promised about it', () => {
    expect(
      judgeGeneratedRecipe(
        { ingredients: ['2 courgettes', '1 sachet de poudre magique'], instructions: ['Cuire.'] },
        vegetarian,
      ),
    ).toEqual({ ok: false, problem: 'unresolved', lines: ['poudre magique'] });
  });
});
