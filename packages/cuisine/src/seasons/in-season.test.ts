import { describe, expect, it } from 'vitest';
import { isInSeason } from './in-season';

describe('isInSeason', () => {
  const gratin = {
    seasons: ['été'] as const,
    ingredients: [
      { ingredientId: 'courgette', quantity: 1, unit: 'kg' },
      { ingredientId: 'basilic', quantity: 4, unit: 'feuille' },
    ],
  };
  const potee = {
    seasons: ['automne', 'hiver'] as const,
    ingredients: [
      { ingredientId: 'chou', quantity: 1, unit: 'unité' },
      { ingredientId: 'pomme-de-terre', quantity: 800, unit: 'g' },
    ],
  };

  it('takes a dish tagged for the month’s season whose main foods are at market', () => {
    expect(isInSeason(gratin, 7)).toBe(true);
    expect(isInSeason(potee, 12)).toBe(true);
  });

  it('leaves out a dish of another season, or whose main food is out at market', () => {
    expect(isInSeason(gratin, 12)).toBe(false);
    expect(isInSeason(potee, 7)).toBe(false);
    expect(isInSeason({ ...gratin, seasons: ['été', 'hiver'] }, 1)).toBe(false);
  });

  it('ignores garnishes and foods local all year', () => {
    const allYear = { ...gratin, seasons: ['printemps', 'été', 'automne', 'hiver'] as const };
    expect(isInSeason({ ...allYear, ingredients: [gratin.ingredients[1]!] }, 1)).toBe(true);
    expect(isInSeason({ ...allYear, ingredients: [potee.ingredients[1]!] }, 1)).toBe(true);
  });
});
