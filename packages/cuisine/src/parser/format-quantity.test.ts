import { describe, expect, it } from 'vitest';
import { formatQuantity } from './format-quantity';

describe('formatQuantity', () => {
  it.each([
    [1, '1'],
    [1.5, '1,5'],
    [0.25, '0,25'],
    [1 / 3, '0,33'],
    [2 / 3, '0,67'],
    [1000, '1000'],
    [1.005, '1'],
    [0, '0'],
    [12.50001, '12,5'],
    [Number.NaN, '1'],
  ])('%d → %s', (value, text) => {
    expect(formatQuantity(value)).toBe(text);
  });

  it.each([
    [0.5, '½'],
    [1.5, '1 ½'],
    [0.25, '¼'],
    [2.75, '2 ¾'],
    [1 / 3, '⅓'],
    [0.6667, '⅔'],
    [3, '3'],
    [1.2, '1,2'],
  ])('with fractions: %d → %s', (value, text) => {
    expect(formatQuantity(value, { fractions: true })).toBe(text);
  });
});
