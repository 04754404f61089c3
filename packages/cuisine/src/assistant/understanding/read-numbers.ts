import { numberWordValue } from '../../text/number-words';

// Quantities as people type them: '2', '1.5' (the comma is already a dot), '1/2', '1 1/2',
// 'un', 'une demi', 'deux', 'trois quarts'.

// 'une demi': the half is read with the number before it (numberBefore).
const HALF: Readonly<Record<string, number>> = { demi: 0.5, demie: 0.5 };

function parseNumeral(word: string): number | undefined {
  if (/^\d+(?:\.\d+)?$/.test(word)) return Number(word);
  const fraction = /^(\d+)\/(\d+)$/.exec(word);
  if (fraction) {
    const denominator = Number(fraction[2]);
    return denominator === 0 ? undefined : Number(fraction[1]) / denominator;
  }
  return HALF[word] ?? numberWordValue(word);
}

export type ReadNumber = { value: number; start: number };

/**
 * The quantity written just before `end` (exclusive), if any: '1 1/2', 'une demi', '2'. Returns
 * the value and the index of its first word.
 */
export function numberBefore(words: readonly string[], end: number): ReadNumber | undefined {
  const last = end - 1;
  if (last < 0) return undefined;
  const lastValue = parseNumeral(words[last]!);
  if (lastValue === undefined) return undefined;
  const previous = last - 1 >= 0 ? parseNumeral(words[last - 1]!) : undefined;
  // 'un demi', 'une demie' → 0.5; '1 1/2' → 1.5; 'deux' alone → 2.
  if (previous !== undefined && (words[last] === 'demi' || words[last] === 'demie')) {
    return { value: previous === 1 ? 0.5 : previous + 0.5, start: last - 1 };
  }
  if (previous !== undefined && /\//.test(words[last]!) && Number.isInteger(previous)) {
    return { value: previous + lastValue, start: last - 1 };
  }
  return { value: lastValue, start: last };
}

/** Every plain number in the words, in order ('180', '6', '1.5'). */
export function numbersIn(words: readonly string[]): number[] {
  return words.flatMap((word) => (/^\d+(?:\.\d+)?$/.test(word) ? [Number(word)] : []));
}
