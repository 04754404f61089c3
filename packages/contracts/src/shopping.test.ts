import { describe, expect, it } from 'vitest';
import { shoppingItemInputSchema, shoppingProgress } from './shopping';

describe('shoppingProgress (spec section 9: rounded percent of checked items)', () => {
  const items = (checked: number, total: number) =>
    Array.from({ length: total }, (_, i) => ({ checked: i < checked }));
  it.each([
    [0, 0, 0],
    [0, 3, 0],
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13], // 12.5 rounds up
    [3, 3, 100],
  ])('%d of %d → %d %%', (checked, total, expected) => {
    expect(shoppingProgress(items(checked, total))).toBe(expected);
  });
});

describe('shoppingItemInputSchema (spec section 5)', () => {
  it('trims the name and defaults quantity and unit', () => {
    expect(shoppingItemInputSchema.parse({ name: '  Lait ', quantity: '  ' })).toEqual({
      name: 'Lait',
      quantity: '1',
      unit: 'unité',
    });
  });

  it.each([
    ['an empty name', { name: '  ' }, 'validation.itemNameRequired'],
    ['no name', { quantity: '2' }, 'validation.itemNameRequired'],
    ['an unknown unit', { name: 'Lait', unit: 'litre' }, 'validation.invalid'],
    [
      'a quantity past 20 characters',
      { name: 'Lait', quantity: '1'.repeat(21) },
      'validation.tooLong',
    ],
  ])('refuses %s', (_label, input, message) => {
    const issues = shoppingItemInputSchema.safeParse(input).error?.issues ?? [];
    expect(issues.map((i) => i.message)).toContain(message);
  });
});
