import { describe, expect, it } from 'vitest';
import { pantryCheck } from '../buying/pantry';
import { readFridge } from '../fridge';
import { judgeFridgeUse, judgeGeneratedRecipe } from './judge-generated-recipe';

const vegetarian = { restrictions: ['vegetarian'] as const, avoidedFoods: [] };

describe('judgeGeneratedRecipe (decision 024)', () => {
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

describe('judgeFridgeUse (fridge mode holds a model to the catalogue’s rule)', () => {
  const fridge = readFridge(
    [
      { name: 'Courgettes', expirationDate: '2026-12-04' },
      { name: 'Tofu', expirationDate: '2026-11-28' },
      { name: 'Crème fraîche', expirationDate: '2026-11-29' },
    ],
    '2026-11-27',
  ).usable;

  it('accepts a recipe that uses what expires first and lacks at most two foods', () => {
    const verdict = judgeFridgeUse(
      ['200 g de tofu', '2 courgettes', '150 g de riz', '1 gousse d’ail', '1 pincée de sel'],
      fridge,
    );
    expect(verdict).toMatchObject({
      ok: true,
      use: { missingLines: ['150 g de riz', '1 gousse d’ail'] },
    });
  });

  it('refuses one that needs three foods the fridge and the cupboard lack', () => {
    expect(
      judgeFridgeUse(['200 g de tofu', '150 g de riz', '1 gousse d’ail', '1 poivron'], fridge),
    ).toEqual({
      ok: false,
      problem: 'too-many-missing',
      missingLines: ['150 g de riz', '1 gousse d’ail', '1 poivron'],
    });
  });

  it('refuses one that leaves the item due first, or the whole fridge, aside', () => {
    expect(judgeFridgeUse(['3 courgettes', '20 cl de crème fraîche'], fridge)).toEqual({
      ok: false,
      problem: 'skips-use-first',
      items: [{ name: 'Tofu', expirationDate: '2026-11-28' }],
    });
    expect(judgeFridgeUse(['2 poireaux', '1 pincée de sel'], fridge)).toEqual({
      ok: false,
      problem: 'ignores-fridge',
    });
  });

  it('counts the household’s cupboard, not a default one', () => {
    const lines = ['200 g de tofu', '100 g de farine', '50 g de sucre', '1 citron'];
    expect(judgeFridgeUse(lines, fridge).ok).toBe(true);
    expect(judgeFridgeUse(lines, fridge, pantryCheck(['sel']))).toMatchObject({
      ok: false,
      problem: 'too-many-missing',
    });
  });
});
