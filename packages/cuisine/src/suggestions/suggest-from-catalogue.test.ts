import { describe, expect, it } from 'vitest';
import { getRecipe, RECIPES, recipesByType } from '../catalogue';
import { checkCompliance } from '../compliance';
import { seasonalityScore } from '../seasons';
import { MEAL_TYPES } from '../vocabulary';
import {
  type CatalogueRequest,
  inOfferOrder,
  suggestFromCatalogue,
} from './suggest-from-catalogue';

type Item = { name: string; expirationDate: string | null };

function request(fields: Partial<CatalogueRequest<Item>> = {}): CatalogueRequest<Item> {
  return {
    type: 'plat',
    rules: { restrictions: [], avoidedFoods: [] },
    preferredFoods: [],
    servings: 4,
    recentRecipeIds: [],
    today: '2026-07-15',
    random: () => 0,
    ...fields,
  };
}

function suggested(fields: Partial<CatalogueRequest<Item>> = {}) {
  const result = suggestFromCatalogue(request(fields));
  if (!result.ok) throw new Error(`no suggestion: ${result.reason}`);
  return result.suggestion;
}

describe('suggestFromCatalogue', () => {
  it.each(MEAL_TYPES)('suggests a %s of that type', (type) => {
    expect(suggested({ type }).recipe.type).toBe(type);
  });

  it('suggests only what the household may eat', () => {
    const rules = { restrictions: ['vegan', 'glutenFree'] as const, avoidedFoods: ['oignon'] };
    for (const type of MEAL_TYPES) {
      const result = suggestFromCatalogue(
        request({ type, rules: { ...rules, restrictions: [...rules.restrictions] } }),
      );
      if (!result.ok) continue;
      expect(
        checkCompliance(result.suggestion.recipe, {
          ...rules,
          restrictions: [...rules.restrictions],
        }).ok,
      ).toBe(true);
    }
  });

  it('says so when no recipe of the type keeps the rules', () => {
    const everything = [
      ...new Set(recipesByType('boisson').flatMap((r) => r.ingredients.map((i) => i.ingredientId))),
    ];
    expect(
      suggestFromCatalogue(
        request({ type: 'boisson', rules: { restrictions: [], avoidedFoods: everything } }),
      ),
    ).toEqual({ ok: false, reason: 'no-compliant-recipe' });
  });

  it('puts a preferred food first', () => {
    const suggestion = suggested({ preferredFoods: ['lentilles corail'] });
    expect(suggestion.recipe.ingredients.map((i) => i.ingredientId)).toContain('lentille-corail');
  });

  it('favours the season: a summer dish in July, a winter one in January', () => {
    for (const [today, month, season] of [
      ['2026-07-15', 7, 'été'],
      ['2026-01-15', 1, 'hiver'],
    ] as const) {
      const { recipe } = suggested({ today });
      expect(recipe.seasons).toContain(season);
      // With no preferred food and no draw, the season decides: nothing fits the month better.
      const best = Math.max(...recipesByType('plat').map((r) => seasonalityScore(r, month)));
      expect(seasonalityScore(recipe, month)).toBe(best);
    }
  });

  it('never repeats one of the last 10 suggestions while another recipe qualifies', () => {
    const recent: string[] = [];
    for (let round = 0; round < 11; round++) {
      const { recipe } = suggested({ recentRecipeIds: recent });
      expect(recent.slice(0, 10)).not.toContain(recipe.id);
      recent.unshift(recipe.id);
    }
    expect(new Set(recent).size).toBe(11);
    // The first is now 11th: out of the window, and the best again (no randomness here).
    expect(suggested({ recentRecipeIds: recent }).recipe.id).toBe(recent[10]);
  });

  it('offers fresh recipes best first, then recent ones, the one suggested longest ago first', () => {
    const candidate = (id: string, score: number) => ({ recipe: { id }, score });
    const order = inOfferOrder(
      [
        candidate('a', 3),
        candidate('b', 9),
        candidate('c', 1),
        candidate('d', 5),
        candidate('e', 2),
      ],
      ['b', 'd', 'x', 'c'],
    );
    expect(order.map((c) => c.recipe.id)).toEqual(['a', 'e', 'c', 'd', 'b']);
  });

  it('forgets suggestions older than the last 10', () => {
    const candidate = (id: string, score: number) => ({ recipe: { id }, score });
    const recent = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10', 'old'];
    const order = inOfferOrder([candidate('r1', 1), candidate('old', 0)], recent);
    expect(order.map((c) => c.recipe.id)).toEqual(['old', 'r1']);
  });

  it('scales the lines to the household with cook-style rounding', () => {
    const suggestion = suggested({ servings: 3 });
    expect(suggestion.servings).toBe(3);
    expect(suggestion.ingredients).toHaveLength(suggestion.recipe.ingredients.length);
    for (const line of suggestion.ingredients) expect(line).not.toMatch(/\d[.,]\d{2,}/);
  });

  describe('fridge mode', () => {
    const fridge: Item[] = [
      { name: 'Courgettes', expirationDate: '2026-07-17' },
      { name: 'Poivrons', expirationDate: '2026-07-25' },
      { name: 'Aubergine', expirationDate: null },
      { name: 'Lait', expirationDate: '2026-07-10' },
    ];

    it('answers fridge-empty when nothing is left that is still good', () => {
      expect(suggestFromCatalogue(request({ fridge: [] }))).toEqual({
        ok: false,
        reason: 'fridge-empty',
      });
      expect(
        suggestFromCatalogue(request({ fridge: [{ name: 'Lait', expirationDate: '2026-07-14' }] })),
      ).toEqual({ ok: false, reason: 'fridge-empty' });
    });

    it('takes the recipe that uses the fridge best, soonest-expiring first, and lists what is missing', () => {
      const suggestion = suggested({ fridge });
      const ids = suggestion.recipe.ingredients.map((i) => i.ingredientId);
      expect(ids).toContain('courgette');
      expect(suggestion.usedFridgeItems[0]?.name).toBe('Courgettes');
      expect(suggestion.usedFridgeItems.map((i) => i.name)).not.toContain('Lait');
      for (const line of suggestion.missingIngredients) {
        expect(suggestion.ingredients).toContain(line);
        expect(line).not.toMatch(/courgette|poivron|aubergine/i);
      }
    });

    it('answers no-fridge-recipe when no recipe of the type uses the fridge', () => {
      expect(
        suggestFromCatalogue(
          request({ type: 'boisson', fridge: [{ name: 'Lardons', expirationDate: null }] }),
        ),
      ).toEqual({ ok: false, reason: 'no-fridge-recipe' });
    });
  });

  it('uses recipes of the catalogue only', () => {
    for (const type of MEAL_TYPES) {
      const { recipe } = suggested({ type });
      expect(getRecipe(recipe.id)).toBe(recipe);
      expect(RECIPES).toContain(recipe);
    }
  });
});
