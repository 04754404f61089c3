import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { portionsText } from './portions';

const t = i18n.t.bind(i18n);

describe('portionsText: a count of portions says where it comes from (a child counts half)', () => {
  it.each([
    [3, { adults: 2, children: 2 }, '3 portions (2 adultes, 2 enfants)'],
    [3, { adults: 2, children: 1 }, '3 portions (2 adultes, 1 enfant)'],
    [2, { adults: 1, children: 1 }, '2 portions (1 adulte, 1 enfant)'],
    [2, { adults: 2, children: 0 }, '2 portions (2 adultes)'],
    [1, { adults: 1, children: 0 }, '1 portion (1 adulte)'],
    [15, { adults: 10, children: 9 }, '15 portions (10 adultes, 9 enfants)'],
  ])('%i for %o → %s', (servings, household, text) => {
    expect(portionsText(t, servings, household)).toBe(text);
  });

  it('drops the breakdown once the count is not the household’s (a stepper moved it)', () => {
    expect(portionsText(t, 5, { adults: 2, children: 2 })).toBe('5 portions');
    expect(portionsText(t, 4, { adults: 2, children: 2 })).toBe('4 portions');
    expect(portionsText(t, 1, { adults: 2, children: 2 })).toBe('1 portion');
  });

  it('says just the count while the household is unknown', () => {
    expect(portionsText(t, 4, undefined)).toBe('4 portions');
    expect(portionsText(t, 1, undefined)).toBe('1 portion');
  });
});
