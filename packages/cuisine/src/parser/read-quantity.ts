// Reads the quantity that starts an ingredient line: decimals with a dot or a comma (spec
// section 5), fractions ('½', '1/2', '1 1/2', '1½'), small number words ('une', 'deux'…),
// 'demi' / 'quart' / 'tiers', ranges ('2 à 3', '2-3', '2 ou 3', 'entre 2 et 3') and products
// ('2 x 125 g'). 'Une dizaine', 'une vingtaine' are read as 10, 20 and reported approximate.

import { NUMBER_WORD_PATTERN, numberWordValue } from '../text/number-words';

export const UNICODE_FRACTIONS: Readonly<Record<string, number>> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};

const FRACTION_CLASS = `[${Object.keys(UNICODE_FRACTIONS).join('')}]`;
const SLASH = '[/⁄]';
const WORD_END = String.raw`(?![\p{L}\p{N}])`;

const MIXED_UNICODE = new RegExp(String.raw`^(\d+)\s*(${FRACTION_CLASS})`, 'u');
const MIXED_SLASH = new RegExp(String.raw`^(\d+)\s+(\d+)\s*${SLASH}\s*(\d+)(?!\d)`, 'u');
const SIMPLE_SLASH = new RegExp(String.raw`^(\d+)\s*${SLASH}\s*(\d+)(?!\d)`, 'u');
const LONE_UNICODE = new RegExp(`^(${FRACTION_CLASS})`, 'u');
// '1 000 g', "1'000 g" (Swiss): groups of exactly three digits, not followed by a fraction.
const THOUSANDS = /^(\d{1,3}(?:[  '’]\d{3})+)(?![\d/⁄.,])/u;
const DECIMAL = /^(\d+(?:[.,]\d+)?)/u;
const NUMBER_WORD = new RegExp(`^(${NUMBER_WORD_PATTERN})${WORD_END}`, 'iu');
const DOZEN = new RegExp(String.raw`^\s*(?:demi-?\s*)?douzaines?${WORD_END}\s*`, 'iu');
// 'une dizaine de tomates cerises': about ten, not exactly ten.
const ABOUT: Readonly<Record<string, number>> = {
  dizaine: 10,
  quinzaine: 15,
  vingtaine: 20,
  trentaine: 30,
  quarantaine: 40,
  cinquantaine: 50,
  centaine: 100,
};
const ABOUT_WORD = new RegExp(
  String.raw`^\s*(${Object.keys(ABOUT).join('|')})s?${WORD_END}\s*`,
  'iu',
);
// 'demi' / 'quart' / 'tiers' after a number or alone ('un demi-citron', 'trois quarts de litre').
const PART = new RegExp(
  String.raw`^\s*(demie?s?|quarts?|tiers)${WORD_END}(?:\s*-\s*|\s+(?:de\s+|d['’]\s*)?|$)`,
  'iu',
);
const AND_HALF = new RegExp(String.raw`^\s+et\s+demie?${WORD_END}`, 'iu');
const RANGE_SEPARATOR = new RegExp(
  String.raw`^\s*(?:-|–|—|à${WORD_END}|a${WORD_END}|ou${WORD_END})\s*`,
  'iu',
);
const PRODUCT = /^\s*[x×]\s*(?=[\d½¼¾⅓⅔⅛])/iu;
const BETWEEN = /^entre\s+/iu;
const BETWEEN_AND = /^\s*et\s+/iu;

type Reading = { value: number; rest: string; approximate?: true };

function fromMatch(text: string, match: RegExpExecArray, value: number): Reading {
  return { value, rest: text.slice(match[0].length) };
}

/** One number: digits, a fraction, a mixed number or a number word. */
function readAtom(text: string): Reading | undefined {
  let match = MIXED_UNICODE.exec(text);
  if (match) return fromMatch(text, match, Number(match[1]) + UNICODE_FRACTIONS[match[2]!]!);
  match = MIXED_SLASH.exec(text);
  if (match && Number(match[3]) !== 0 && Number(match[2]) < Number(match[3])) {
    return fromMatch(text, match, Number(match[1]) + Number(match[2]) / Number(match[3]));
  }
  match = SIMPLE_SLASH.exec(text);
  if (match && Number(match[2]) !== 0) {
    return fromMatch(text, match, Number(match[1]) / Number(match[2]));
  }
  match = LONE_UNICODE.exec(text);
  if (match) return fromMatch(text, match, UNICODE_FRACTIONS[match[1]!]!);
  match = THOUSANDS.exec(text);
  if (match) return fromMatch(text, match, Number(match[1]!.replace(/[^\d]/g, '')));
  match = DECIMAL.exec(text);
  if (match) return fromMatch(text, match, Number(match[1]!.replace(',', '.')));
  match = NUMBER_WORD.exec(text);
  if (match) return fromMatch(text, match, numberWordValue(match[1]!)!);
  return undefined;
}

const PART_FACTORS: Readonly<Record<string, number>> = { demi: 1 / 2, quart: 1 / 4, tiers: 1 / 3 };

function partFactor(word: string): number {
  const lower = word.toLowerCase();
  if (lower.startsWith('demi')) return PART_FACTORS.demi!;
  if (lower.startsWith('quart')) return PART_FACTORS.quart!;
  return PART_FACTORS.tiers!;
}

/** A number with what may follow it: 'douzaine', 'demi', 'quarts', 'et demi'. */
function readAmount(text: string): Reading | undefined {
  let reading = readAtom(text);
  if (!reading) {
    // 'demi-litre de lait', 'demi citron': an implied 1.
    const part = PART.exec(text);
    if (!part || !/^demi/iu.test(part[1]!)) return undefined;
    return { value: partFactor(part[1]!), rest: text.slice(part[0].length) };
  }
  const about = ABOUT_WORD.exec(reading.rest);
  if (about) {
    const value = reading.value * ABOUT[about[1]!.toLowerCase()]!;
    return { value, rest: reading.rest.slice(about[0].length), approximate: true };
  }
  const dozen = DOZEN.exec(reading.rest);
  if (dozen) {
    const perDozen = /demi/iu.test(dozen[0]) ? 6 : 12;
    return { value: reading.value * perDozen, rest: reading.rest.slice(dozen[0].length) };
  }
  const part = PART.exec(reading.rest);
  if (part) {
    reading = {
      value: reading.value * partFactor(part[1]!),
      rest: reading.rest.slice(part[0].length),
    };
  }
  const half = AND_HALF.exec(reading.rest);
  if (half) reading = { value: reading.value + 0.5, rest: reading.rest.slice(half[0].length) };
  return reading;
}

export type QuantityReading = {
  quantity: number;
  quantityMax?: number;
  rest: string;
  /** 'une dizaine': the number is a round figure, not a count. */
  approximate?: true;
};

// '10/12 feuilles' is a range written with a slash; '1/2', '3/4' and '5/8' are fractions. Real
// fractions have small denominators, so a slash with a larger denominator is read as a range.
const SLASH_RANGE = new RegExp(String.raw`^(\d+)\s*${SLASH}\s*(\d+)(?!\d)`, 'u');
const LARGEST_FRACTION_DENOMINATOR = 8;

function readSlashRange(text: string): QuantityReading | undefined {
  const match = SLASH_RANGE.exec(text);
  if (!match) return undefined;
  const low = Number(match[1]);
  const high = Number(match[2]);
  if (low >= high || high <= LARGEST_FRACTION_DENOMINATOR) return undefined;
  return { quantity: low, quantityMax: high, rest: text.slice(match[0].length) };
}

/** Reads the quantity that starts `text`, or undefined when the line does not start with one. */
export function readQuantity(text: string): QuantityReading | undefined {
  const between = BETWEEN.exec(text);
  const start = between ? text.slice(between[0].length) : text;
  const slashRange = readSlashRange(start);
  if (slashRange) return slashRange;
  const first = readAmount(start);
  if (!first) return undefined;

  const separator = (between ? BETWEEN_AND : RANGE_SEPARATOR).exec(first.rest);
  if (separator) {
    const second = readAmount(first.rest.slice(separator[0].length));
    if (second) {
      const low = Math.min(first.value, second.value);
      const high = Math.max(first.value, second.value);
      return high > low
        ? { quantity: low, quantityMax: high, rest: second.rest }
        : { quantity: low, rest: second.rest };
    }
  }
  const product = PRODUCT.exec(first.rest);
  if (product) {
    const second = readAmount(first.rest.slice(product[0].length));
    if (second) return { quantity: first.value * second.value, rest: second.rest };
  }
  return first.approximate
    ? { quantity: first.value, rest: first.rest, approximate: true }
    : { quantity: first.value, rest: first.rest };
}

/** 'et demi' after a unit: '1 kilo et demi de pommes'. */
export function readTrailingHalf(text: string): string | undefined {
  const half = AND_HALF.exec(text);
  return half ? text.slice(half[0].length) : undefined;
}
