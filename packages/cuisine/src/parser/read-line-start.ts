import { readQuantity } from './read-quantity';
import type { AmountPrecision } from './types';
import { readUnit } from './unit-words';

// The amount that starts a line, with how far it can be trusted: a number ('200', 'deux',
// '2 à 3'), an approximation ('environ 200', '~ 200', 'une dizaine'), a vague amount ('un peu
// de', 'quelques', 'QS', 'à volonté', a partitive 'du sel') or a word unit with an implied 1
// ('Pincée de sel', "Gousse d'ail").

const WORD_END = String.raw`(?![\p{L}\p{N}])`;
export const DE = String.raw`(?:de\s+la\s+|de\s+l['’]\s*|du\s+|des\s+|de\s+|d['’]\s*)`;
export const LEADING_DE = new RegExp(`^\\s*${DE}`, 'iu');

// Amounts that are not numbers: a quantity of 1 that only means "some".
const VAGUE = new RegExp(
  String.raw`^(?:un\s+(?:tout\s+)?petit\s+peu|un\s+bon\s+peu|un\s+peu|quelques|un\s+soupçon|une\s+lichette|un\s+nuage|une\s+larme|plusieurs|q\.\s?s\.?|qs|quantit[ée]\s+suffisante|à\s+volonté|selon\s+(?:le|votre)\s+go[uû]t)${WORD_END}\s*(?:${DE})?`,
  'iu',
);
// 'du sel', 'de la farine', "de l'huile", 'des radis': a partitive article, an unstated amount.
const PARTITIVE = new RegExp(`^${DE}(?=\\p{L})`, 'iu');
// 'environ 200 g', '~ 200 g', 'env. 200 g', 'à peu près 200 g'.
const APPROXIMATELY = /^(?:environ|env\.|approx\.?|à\s+peu\s+près|~|±|\+\/-|ca\.)\s*/iu;

export type LineStart = {
  quantity: number;
  quantityMax?: number;
  rest: string;
  precision?: AmountPrecision;
  /** True when no number was written: 'Pincée de sel', 'du sel', 'quelques radis'. */
  implied: boolean;
};

export function readLineStart(text: string): LineStart | undefined {
  let rest = text;
  const approx = APPROXIMATELY.exec(rest);
  if (approx) rest = rest.slice(approx[0].length);
  const vague = VAGUE.exec(rest);
  if (vague) {
    return { quantity: 1, rest: rest.slice(vague[0].length), precision: 'vague', implied: true };
  }
  const quantity = readQuantity(rest);
  if (quantity) {
    const { approximate, ...reading } = quantity;
    return approx || approximate
      ? { ...reading, precision: 'approximate', implied: false }
      : { ...reading, implied: false };
  }
  if (approx) return undefined;
  // 'Pincée de sel', "Gousse d'ail": a word unit with an implied 1.
  const unit = readUnit(rest, { wordsOnly: true });
  if (unit && LEADING_DE.test(unit.rest)) return { quantity: 1, rest, implied: true };
  const partitive = PARTITIVE.exec(rest);
  if (partitive) {
    return {
      quantity: 1,
      rest: rest.slice(partitive[0].length),
      precision: 'vague',
      implied: true,
    };
  }
  return undefined;
}

// The same markers at the end of a line: 'sel selon le goût', 'poivre à volonté', 'farine QS'.
const VAGUE_TAIL =
  /^(?:selon\s+(?:le|votre)\s+go[uû]t|au\s+go[uû]t|à\s+votre\s+go[uû]t|à\s+volonté|qs|q\.\s?s\.?|quantit[ée]\s+suffisante)$/iu;
const APPROXIMATE_TAIL = /^(?:environ|env\.?|approx\.?)$/iu;

/** How a trailing remark qualifies the amount: 'selon le goût' → vague, 'environ' → approximate. */
export function precisionOfRemark(remark: string): AmountPrecision | undefined {
  const text = remark.trim();
  if (VAGUE_TAIL.test(text)) return 'vague';
  if (APPROXIMATE_TAIL.test(text)) return 'approximate';
  return undefined;
}

/** The less trustworthy of two precisions (vague over approximate over exact). */
export function loosest(
  a: AmountPrecision | undefined,
  b: AmountPrecision | undefined,
): AmountPrecision | undefined {
  if (a === 'vague' || b === 'vague') return 'vague';
  return a ?? b;
}
