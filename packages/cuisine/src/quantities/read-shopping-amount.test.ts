import { describe, expect, it } from 'vitest';
import { readShoppingAmount } from './read-shopping-amount';

describe('readShoppingAmount', () => {
  it.each([
    ['500 g', { quantity: '500', unit: 'g' }],
    ['500g', { quantity: '500', unit: 'g' }],
    ['1,5 kg', { quantity: '1,5', unit: 'kg' }],
    ['1.5 kilos', { quantity: '1,5', unit: 'kg' }],
    ['25 cl', { quantity: '25', unit: 'cl' }],
    ['2 dl', { quantity: '200', unit: 'ml' }],
    ['2 cuillères à soupe', { quantity: '2', unit: 'càs' }],
    ['1 pincée', { quantity: '1', unit: 'pincée' }],
    ['  2 l ', { quantity: '2', unit: 'l' }],
    // Decision 012: the buying units.
    ['2 sachets', { quantity: '2', unit: 'sachet' }],
    ['1 botte', { quantity: '1', unit: 'botte' }],
    ['3 boîtes', { quantity: '3', unit: 'boîte' }],
    ['1 tête', { quantity: '1', unit: 'tête' }],
    ['2 briques', { quantity: '2', unit: 'brique' }],
  ])('« %s » → %j', (text, amount) => {
    expect(readShoppingAmount(text)).toEqual(amount);
  });

  it.each([
    '2',
    '1/2',
    '2 gousses',
    '2 à 3 kg',
    '500 g environ',
    'un peu',
    'g',
    '',
    '2 g de plus',
    '2 boîtes de thon',
  ])('« %s » is not an amount with its unit', (text) => {
    expect(readShoppingAmount(text)).toBeUndefined();
  });
});
