import { describe, expect, it } from 'vitest';
import { numberBefore } from '../assistant/understanding/read-numbers';
import { statedDurations } from '../catalogue/recipe-text';
import { readQuantity } from '../parser/read-quantity';
import { NUMBER_WORDS, numberWordValue } from './number-words';

// Every reader of numbers knows every word of the one table: a recipe's « treize olives », its
// « Cuire treize minutes » and a question about « treize grammes » are read alike.

const words = Object.entries(NUMBER_WORDS);

describe('French number words', () => {
  it.each(words)('an ingredient line starting with « %s » reads %d', (word, value) => {
    expect(readQuantity(`${word} olives`)).toMatchObject({ quantity: value });
  });

  it.each(words)('a step saying « %s minutes » waits %d minutes', (word, value) => {
    expect(statedDurations(`Laisser reposer ${word} minutes.`)).toEqual([value]);
  });

  it.each(words)('the assistant reads « %s grammes » as %d', (word, value) => {
    expect(numberBefore([word, 'grammes'], 1)).toEqual({ value, start: 0 });
  });

  it('reads capitals and nothing else', () => {
    expect(numberWordValue('Deux')).toBe(2);
    expect(numberWordValue('toString')).toBeUndefined();
    expect(numberWordValue('deuxième')).toBeUndefined();
  });
});
