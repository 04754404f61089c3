import { describe, expect, it } from 'vitest';
import {
  cleanFoodList,
  preferencesInputSchema,
  preferencesPatchSchema,
  splitFoodList,
  toggleRestriction,
} from './preferences';

describe('toggleRestriction (spec section 4)', () => {
  it.each([
    { current: [], toggled: 'vegan', expected: ['vegan'] },
    { current: ['vegan'], toggled: 'glutenFree', expected: ['vegan', 'glutenFree'] },
    { current: ['vegan', 'glutenFree'], toggled: 'none', expected: ['none'] },
    { current: ['none'], toggled: 'halal', expected: ['halal'] },
    { current: ['halal', 'kosher'], toggled: 'halal', expected: ['kosher'] },
    { current: ['none'], toggled: 'none', expected: [] },
  ])('$current + $toggled → $expected', ({ current, toggled, expected }) => {
    expect(toggleRestriction(current, toggled)).toEqual(expected);
  });
});

describe('splitFoodList (spec section 5)', () => {
  it.each([
    ['tomates, basilic ,  mozzarella', ['tomates', 'basilic', 'mozzarella']],
    [' , ,, ', []],
    ['', []],
    ['champignons', ['champignons']],
    ['pâtes,,riz,', ['pâtes', 'riz']],
  ])('%j → %j', (text, expected) => {
    expect(splitFoodList(text)).toEqual(expected);
  });
});

describe('preferencesInputSchema', () => {
  const valid = {
    householdSize: { adults: 2, children: 1 },
    restrictions: ['vegetarian'],
    preferredFoods: ['tomates'],
    avoidedFoods: [],
  };
  it('accepts the questionnaire answers and defaults the shopping frequency to weekly', () => {
    expect(preferencesInputSchema.parse(valid).shoppingFrequency).toBe('weekly');
  });
  it.each([
    ['0 adults', { householdSize: { adults: 0, children: 0 } }],
    ['11 adults', { householdSize: { adults: 11, children: 0 } }],
    ['10 children', { householdSize: { adults: 1, children: 10 } }],
    ['an unknown restriction', { restrictions: ['paleo'] }],
    ['none with another restriction', { restrictions: ['none', 'vegan'] }],
    ['an unknown frequency', { shoppingFrequency: 'yearly' }],
  ])('rejects %s', (_label, patch) => {
    expect(preferencesInputSchema.safeParse({ ...valid, ...patch }).success).toBe(false);
  });
});

describe('cleanFoodList (settings chips: trimmed, empty and duplicates ignored)', () => {
  it.each([
    [
      ['  tomates ', 'basilic'],
      ['tomates', 'basilic'],
    ],
    [['', '   ', 'riz'], ['riz']],
    [['Épinards', 'epinards', 'ÉPINARDS'], ['Épinards']],
    [
      ['Crème', 'creme fraîche', 'crème'],
      ['Crème', 'creme fraîche'],
    ],
    [[], []],
  ])('%j → %j', (foods, expected) => {
    expect(cleanFoodList(foods)).toEqual(expected);
  });

  it('is what the schemas save', () => {
    const parsed = preferencesPatchSchema.parse({ avoidedFoods: [' Noix ', 'noix', ''] });
    expect(parsed).toEqual({ avoidedFoods: ['Noix'] });
  });
});
