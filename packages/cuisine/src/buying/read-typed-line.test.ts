import { describe, expect, it } from 'vitest';
import { readTypedLine } from './read-typed-line';

describe('readTypedLine (a whole line typed as a name, decision 012)', () => {
  it.each([
    ['2 boîtes de thon', { name: 'thon', quantity: '2', unit: 'boîte', packSize: null }],
    ['500 g de farine', { name: 'farine', quantity: '500', unit: 'g', packSize: null }],
    ['1 l de lait', { name: 'lait', quantity: '1', unit: 'l', packSize: null }],
    ['une botte de radis', { name: 'radis', quantity: '1', unit: 'botte', packSize: null }],
    // A measure no shop sells: what one buys.
    ['3 gousses d’ail', { name: 'Ail', quantity: '1', unit: 'tête', packSize: null }],
    ['2 c. à soupe de crème', { name: 'Crème', quantity: '1', unit: 'brique', packSize: '20 cl' }],
  ])('« %s »', (text, line) => {
    expect(readTypedLine(text)).toEqual(line);
  });

  it.each(['Pommes', 'Quatre-épices', 'du sel', 'Piles AA', ''])('leaves « %s » alone', (text) => {
    expect(readTypedLine(text)).toBeUndefined();
  });
});
