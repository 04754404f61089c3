import { describe, expect, it } from 'vitest';
import { describeRules, householdServings } from './household';

describe('householdServings', () => {
  it.each([
    [1, 0, 1],
    [2, 0, 2],
    [2, 1, 3],
    [2, 2, 3],
    [2, 3, 4],
    [0, 1, 1],
    [0, 0, 1],
    [10, 9, 15],
  ])('%i adults and %i children cook for %i', (adults, children, servings) => {
    expect(householdServings({ adults, children })).toBe(servings);
  });

  it('treats a broken size as one portion rather than failing', () => {
    expect(householdServings({ adults: Number.NaN, children: -2 })).toBe(1);
  });
});

describe('describeRules', () => {
  it('names restrictions and avoided foods in French', () => {
    expect(
      describeRules({
        restrictions: ['none', 'vegetarian', 'glutenFree'],
        avoidedFoods: ['champignons'],
      }),
    ).toBe('végétarien, sans gluten, sans champignons');
    expect(describeRules({ restrictions: ['none'], avoidedFoods: [] })).toBe('');
  });
});
