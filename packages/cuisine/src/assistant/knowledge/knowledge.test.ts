import { describe, expect, it } from 'vitest';
import { getIngredient } from '../../ingredients';
import { readQuestion } from '../understanding/read-question';
import { COOKING_TIMES, findCookingTimes } from './cooking-times';
import { DENSITIES } from './measures';
import { PORTION_SIZES } from './portion-sizes';
import { SUBSTITUTIONS } from './substitutions';

// The assistant's tables name knowledge-base ingredients by id: a typo would silently drop a
// substitution from the compliance check, so every id must exist.

describe('substitution table', () => {
  it('names only ingredients the knowledge base knows', () => {
    const unknown = SUBSTITUTIONS.flatMap((entry) => [
      ...(getIngredient(entry.ingredientId) ? [] : [entry.ingredientId]),
      ...entry.options.flatMap((option) => option.uses.filter((id) => !getIngredient(id))),
    ]);
    expect(unknown).toEqual([]);
  });

  it('has one entry per food, each with options', () => {
    const ids = SUBSTITUTIONS.map((entry) => entry.ingredientId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(SUBSTITUTIONS.every((entry) => entry.options.length > 0)).toBe(true);
  });
});

describe('densities', () => {
  it('are keyed by known ingredients and plausible', () => {
    for (const [id, density] of Object.entries(DENSITIES)) {
      expect(getIngredient(id), id).toBeDefined();
      expect(density.gramsPerMl).toBeGreaterThan(0.2);
      expect(density.gramsPerMl).toBeLessThan(1.6);
    }
  });
});

describe('cooking times', () => {
  it('are ranges in minutes', () => {
    for (const entry of COOKING_TIMES) {
      expect(entry.minutes[0], entry.label).toBeGreaterThan(0);
      expect(entry.minutes[1], entry.label).toBeGreaterThanOrEqual(entry.minutes[0]);
    }
  });

  it('are each found when asked by their own name', () => {
    const lost = COOKING_TIMES.filter(
      (entry) => !findCookingTimes(readQuestion(`cuisson ${entry.label}`).text).includes(entry),
    ).map((entry) => entry.label);
    expect(lost).toEqual([]);
  });

  it('have a portion size for the staples', () => {
    expect(PORTION_SIZES.map((p) => p.group)).toEqual(
      expect.arrayContaining(['pâtes', 'riz', 'pommes de terre', 'viande', 'poisson', 'légumes']),
    );
  });
});
