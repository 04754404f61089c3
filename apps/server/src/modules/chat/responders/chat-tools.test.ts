import { describe, expect, it } from 'vitest';
import type { HouseholdReader } from '../household-reader';
import { runTool } from './chat-tools';

const fridge = [
  { name: 'Lait', quantity: 1, unit: 'l' as const, expirationDate: '2026-11-27' },
  { name: 'Tofu', quantity: 1, unit: 'unité' as const, expirationDate: '2026-11-28' },
  { name: 'Épinards', quantity: 1, unit: 'unité' as const, expirationDate: '2026-11-29' },
  { name: 'Riz', quantity: 1, unit: 'kg' as const, expirationDate: null },
];

const reader: HouseholdReader = {
  fridge: async () => fridge,
  planning: async () => [],
  shoppingList: async () => [],
  pantry: async () => [],
  ownRecipes: async () => [],
};

describe('read_fridge (decision 029: the model reads each date as the household does)', () => {
  it('gives each item its reading for today, in the household’s time zone', async () => {
    const { result } = await runTool('read_fridge', '{}', {
      reader,
      rules: { restrictions: [], avoidedFoods: [] },
      today: '2026-11-28',
      servings: 2,
      now: () => new Date('2026-11-28T10:00:00Z'),
    });
    expect(JSON.parse(result).fridge.map((item: { expiry: string }) => item.expiry)).toEqual([
      'périmé depuis le vendredi 27 novembre',
      'expire aujourd’hui',
      'expire demain',
      'sans date',
    ]);
  });
});

describe('read_household_recipes', () => {
  it('gives the household’s recipes as written, each checked against its rules of today', async () => {
    const own = (id: string, ingredients: string[], keptDespiteRules = false) => ({
      id,
      title: id,
      description: '',
      servings: 4,
      preparationTime: 10,
      cookingTime: null,
      type: 'plat' as const,
      difficulty: 'facile' as const,
      ingredients,
      instructions: ['Cuire.'],
      keptDespiteRules,
    });
    const { result } = await runTool('read_household_recipes', '{}', {
      reader: {
        ...reader,
        ownRecipes: async () => [
          own('maison_gratin', ['1 kg de pommes de terre', '20 cl de crème']),
          own('maison_quiche', ['200 g de lardons'], true),
        ],
      },
      rules: { restrictions: ['vegetarian'], avoidedFoods: [] },
      today: '2026-11-28',
      servings: 2,
      now: () => new Date('2026-11-28T10:00:00Z'),
    });
    const { recipes } = JSON.parse(result);
    expect(recipes).toMatchObject([
      {
        title: 'maison_gratin',
        ingredients: ['1 kg de pommes de terre', '20 cl de crème'],
        keepsRules: true,
        breaks: [],
      },
      {
        title: 'maison_quiche',
        keepsRules: false,
        breaks: ['lardons\u00a0: ne respecte pas végétarien'],
      },
    ]);
  });
});
