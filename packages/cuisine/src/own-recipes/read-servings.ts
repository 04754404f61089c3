import { numberWordValue } from '../text/number-words';

// How many a recipe serves, as pages and texts write it: 4, « 4 », « 4 personnes »,
// « Pour 6 pers. », « 8 parts », « quatre personnes », or schema.org's array
// (["4", "4 personnes"]). A range (« 4 à 6 personnes ») counts its first number.

const COUNT = /(?<![\p{L}\d])(\d{1,3})(?!\d|[,.]\d)/u;
const WORD = /(?:^|[^\p{L}])([\p{L}]+)\s+(?:personnes?|pers\.?|parts?|portions?|couverts?)/iu;

export function readServings(value: unknown): number | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const servings = readServings(item);
      if (servings !== undefined) return servings;
    }
    return undefined;
  }
  if (typeof value === 'number') return isServings(Math.round(value));
  if (typeof value !== 'string') return undefined;
  const digits = COUNT.exec(value);
  if (digits?.[1]) return isServings(Number(digits[1]));
  const word = WORD.exec(value)?.[1];
  return word ? isServings(numberWordValue(word.toLowerCase()) ?? 0) : undefined;
}

function isServings(count: number): number | undefined {
  return count >= 1 && count <= 100 ? count : undefined;
}
