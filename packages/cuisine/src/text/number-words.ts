// The French number words a cook writes out: « deux œufs », « quinze minutes », « une nuit ».
// One table for every reader of numbers (ingredient lines, durations in steps, the assistant's
// questions), so that what one of them understands, all of them do.

export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  vingt: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
  cent: 100,
};

/** The words as a regular-expression alternation, longest first ('une' before 'un'). */
export const NUMBER_WORD_PATTERN = Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');

/** The value of a number word, whatever its case: 'Deux' → 2; anything else → undefined. */
export function numberWordValue(word: string): number | undefined {
  return Object.hasOwn(NUMBER_WORDS, word.toLowerCase())
    ? NUMBER_WORDS[word.toLowerCase()]
    : undefined;
}
