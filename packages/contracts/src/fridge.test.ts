import { describe, expect, it } from 'vitest';
import { localDateOf } from './dates';
import {
  fridgeItemInputSchema,
  fridgeQuantityOf,
  isExpired,
  isExpiringSoon,
  readExpiry,
} from './fridge';

const TODAY = '2026-03-11';

describe('expiry (decision 029: expired once the date is past; today is still good)', () => {
  it.each([
    [null, false, false],
    ['2026-03-01', true, false],
    ['2026-03-10', true, false],
    ['2026-03-11', false, true], // today: « Expire aujourd’hui », to eat first
    ['2026-03-12', false, true],
    ['2026-03-14', false, true], // 3 days away: still marked
    ['2026-03-15', false, false],
    ['2027-01-01', false, false],
  ])('%s → expired %s, expiring soon %s', (date, expired, soon) => {
    expect(isExpired(date, TODAY)).toBe(expired);
    expect(isExpiringSoon(date, TODAY)).toBe(soon);
  });

  it('counts across a month end', () => {
    expect(isExpiringSoon('2026-04-02', '2026-03-30')).toBe(true);
    expect(isExpiringSoon('2026-04-03', '2026-03-30')).toBe(false);
  });

  it('reads the day in Zurich: 23:30 UTC on 28 November is already the 29th there', () => {
    const today = localDateOf(new Date('2026-11-28T23:30:00Z'));
    expect(today).toBe('2026-11-29');
    expect(readExpiry('2026-11-28', today)?.state).toBe('expired');
    expect(readExpiry('2026-11-29', today)?.state).toBe('today');
    expect(readExpiry('2026-11-30', today)?.state).toBe('tomorrow');
    // An hour earlier it is still the 28th in Zurich: the same item expires today, not yesterday.
    expect(readExpiry('2026-11-28', localDateOf(new Date('2026-11-28T22:30:00Z')))?.state).toBe(
      'today',
    );
  });
});

describe('fridgeQuantityOf (spec section 5: an integer ≥ 1 that falls back to 1)', () => {
  it.each([
    ['3', 3],
    [' 12 ', 12],
    ['', 1],
    ['0', 1],
    ['-2', 1],
    ['abc', 1],
    ['2,5', 2],
    ['1000000', 9999],
  ])('%j → %d', (text, expected) => {
    expect(fridgeQuantityOf(text)).toBe(expected);
  });
});

describe('fridgeItemInputSchema', () => {
  it('applies the defaults: quantity 1, unité, no date, Autre', () => {
    expect(fridgeItemInputSchema.parse({ name: '  Yaourts ' })).toEqual({
      name: 'Yaourts',
      quantity: 1,
      unit: 'unité',
      expirationDate: null,
      category: 'Autre',
    });
  });

  it('reads an empty date field as no date', () => {
    expect(fridgeItemInputSchema.parse({ name: 'Lait', expirationDate: '' }).expirationDate).toBe(
      null,
    );
  });

  it.each([
    ['no name', {}, 'name', 'validation.fridgeItemNameRequired'],
    ['a blank name', { name: '   ' }, 'name', 'validation.fridgeItemNameRequired'],
    ['a name past 120 characters', { name: 'a'.repeat(121) }, 'name', 'validation.tooLong'],
    ['quantity 0', { name: 'Lait', quantity: 0 }, 'quantity', 'validation.quantityInvalid'],
    ['quantity 1.5', { name: 'Lait', quantity: 1.5 }, 'quantity', 'validation.quantityInvalid'],
    [
      '31 April',
      { name: 'Lait', expirationDate: '2026-04-31' },
      'expirationDate',
      'validation.dateInvalid',
    ],
    [
      'an unknown category',
      { name: 'Lait', category: 'Surgelés' },
      'category',
      'validation.invalid',
    ],
  ])('refuses %s', (_label, input, path, message) => {
    const issues = fridgeItemInputSchema.safeParse(input).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([path, message]);
  });
});
