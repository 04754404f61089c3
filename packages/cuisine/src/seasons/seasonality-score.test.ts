import { describe, expect, it } from 'vitest';
import { getRecipe, RECIPES, recipesByType } from '../catalogue';
import type { Month } from './months';
import { SEASONALITY_NEUTRAL, seasonalityScore } from './seasonality-score';

const MONTHS = Array.from({ length: 12 }, (_, i) => (i + 1) as Month);
const recipe = (id: string) => {
  const found = getRecipe(id);
  if (!found) throw new Error(`recette absente du catalogue : ${id}`);
  return found;
};

describe('seasonalityScore', () => {
  it('scores a courgette gratin high in July and low in January', () => {
    const gratin = recipe('plat-gratin-de-courgettes');
    expect(seasonalityScore(gratin, 7)).toBeGreaterThanOrEqual(0.9);
    expect(seasonalityScore(gratin, 1)).toBeLessThanOrEqual(0.1);
  });

  it('scores a pot-au-feu high in January and low in July', () => {
    const potAuFeu = recipe('plat-pot-au-feu');
    expect(seasonalityScore(potAuFeu, 1)).toBeGreaterThanOrEqual(0.8);
    expect(seasonalityScore(potAuFeu, 7)).toBeLessThanOrEqual(0.2);
  });

  it('reads a generated recipe’s free-text lines, without tagged seasons', () => {
    const generated = {
      ingredients: ['1 kg de courgettes', '2 oignons', '3 œufs', '20 cl de crème'],
    };
    expect(seasonalityScore(generated, 7)).toBe(1);
    expect(seasonalityScore(generated, 5)).toBe(0.5);
    expect(seasonalityScore(generated, 1)).toBe(0);
  });

  it('is neutral when nothing in the recipe follows the seasons', () => {
    const allYear = {
      ingredients: [
        { ingredientId: 'cafe', quantity: 2, unit: 'càs' },
        { ingredientId: 'pomme-de-terre', quantity: 1, unit: 'kg' },
        { ingredientId: 'citron', quantity: 1, unit: 'unité' },
      ],
      seasons: ['printemps', 'été', 'automne', 'hiver'] as const,
    };
    for (const month of MONTHS) expect(seasonalityScore(allYear, month)).toBe(SEASONALITY_NEUTRAL);
  });

  it('follows the tagged seasons when the produce says nothing', () => {
    const winterDrink = {
      ingredients: [{ ingredientId: 'the', quantity: 2, unit: 'sachet' }],
      seasons: ['hiver'] as const,
    };
    expect(seasonalityScore(winterDrink, 1)).toBe(1);
    expect(seasonalityScore(winterDrink, 3)).toBe(0.5);
    expect(seasonalityScore(winterDrink, 7)).toBe(0);
  });

  it('counts a garnish for less than the produce a dish is made of', () => {
    const squash = { ingredientId: 'courge', quantity: 1, unit: 'kg' };
    // In January, squash comes out of the cellar (0.5) and basil is out of season (0).
    const garnished = {
      ingredients: [squash, { ingredientId: 'basilic', quantity: 3, unit: 'brin' }],
    };
    const withABunch = {
      ingredients: [squash, { ingredientId: 'basilic', quantity: 1, unit: 'botte' }],
    };
    expect(seasonalityScore(garnished, 1)).toBeCloseTo(0.5 / 1.25);
    expect(seasonalityScore(withABunch, 1)).toBeCloseTo(0.25);
  });

  it('refuses a month that does not exist', () => {
    const gratin = recipe('plat-gratin-de-courgettes');
    for (const month of [0, 13, 6.5, Number.NaN]) {
      expect(() => seasonalityScore(gratin, month)).toThrow(RangeError);
    }
  });

  it('stays between 0 and 1 for every catalogue recipe and month', () => {
    for (const r of RECIPES) {
      for (const month of MONTHS) {
        const score = seasonalityScore(r, month);
        expect(score, `${r.id} ${month}`).toBeGreaterThanOrEqual(0);
        expect(score, `${r.id} ${month}`).toBeLessThanOrEqual(1);
      }
    }
  });

  it('ranks no winter-only dish among July’s ten best, nor a summer-only one in January', () => {
    const best = (month: Month) =>
      [...recipesByType('plat'), ...recipesByType('entrée')]
        .sort((a, b) => seasonalityScore(b, month) - seasonalityScore(a, month))
        .slice(0, 10);
    const only = (season: string) => (r: (typeof RECIPES)[number]) =>
      r.seasons.length === 1 && r.seasons[0] === season;
    expect(best(7).filter(only('hiver'))).toEqual([]);
    expect(best(1).filter(only('été'))).toEqual([]);
    expect(best(7).some(only('été'))).toBe(true);
    expect(best(1).every((r) => r.seasons.includes('hiver'))).toBe(true);
  });
});
