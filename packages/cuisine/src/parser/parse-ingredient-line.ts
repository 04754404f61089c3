import type { RecipeUnit } from '../vocabulary';
import {
  cleanName,
  extractParentheses,
  normalizeSpaces,
  splitTrailingRemark,
  stripListMarker,
} from './clean-line';
import { resolveFromKnowledgeBase } from './default-resolver';
import { joinWithDe, linkIngredient } from './ingredient-link';
import { readQuantity, readTrailingHalf } from './read-quantity';
import type { IngredientResolver, ParsedIngredientLine, ParseIngredientLineOptions } from './types';
import { readUnit, UNIT_SPELLINGS } from './unit-words';

// Spec section 5: a number (dot or comma decimal), an optional unit, an optional 'de', then the
// name; no unit → 'unité'; no match → quantity 1, unit 'unité', the whole line as the name.
// Everything else here extends that contract to lines people and models really write; the rules
// are listed in README.md beside this file.

const WORD_END = String.raw`(?![\p{L}\p{N}])`;
const DE = String.raw`(?:de\s+la\s+|de\s+l['’]\s*|du\s+|des\s+|de\s+|d['’]\s*)`;
const LEADING_DE = new RegExp(`^\\s*${DE}`, 'iu');
// Quantities that are not numbers: kept as a note on a quantity of 1.
const VAGUE = new RegExp(
  String.raw`^(un\s+(?:tout\s+)?petit\s+peu|un\s+bon\s+peu|un\s+peu|quelques|un\s+soupçon|une\s+lichette|un\s+nuage|plusieurs)${WORD_END}\s*(?:${DE})?`,
  'iu',
);
// 'du sel', 'de la farine', "de l'huile", 'des radis': a partitive article, an unstated amount.
const PARTITIVE = new RegExp(`^${DE}(?=\\p{L})`, 'iu');
// 'environ 200 g', '~ 200 g', 'env. 200 g': the approximation becomes a note.
const APPROXIMATELY = /^(?:environ|env\.|approx\.?|~|±|\+\/-|ca\.)\s*/iu;
const UNIT_MODIFIER = new RegExp(
  String.raw`^\s*((?:bien\s+)?(?:rases?|bomb[ée]es?|pleines?|g[ée]n[ée]reuses?|combles?))${WORD_END}`,
  'iu',
);
// 'Farine : 200 g' — the name first, then the quantity.
const NAME_FIRST = /^([^:]+?)\s*:\s*(.+)$/u;

const WORD_UNITS = new Set<RecipeUnit>(UNIT_SPELLINGS.filter((u) => u.isWord).map((u) => u.unit));

type Reading = {
  quantity: number;
  quantityMax?: number;
  unit: RecipeUnit;
  unitWritten?: string;
  name: string;
  /** Remarks found before the name ('environ', 'quelques', 'rase'). */
  notes: string[];
  /** The remark after the name (', émincés'). */
  trailingNote?: string;
};

function readStart(
  text: string,
): { quantity: number; quantityMax?: number; rest: string; notes: string[] } | undefined {
  const notes: string[] = [];
  let rest = text;
  const approx = APPROXIMATELY.exec(rest);
  if (approx) {
    notes.push('environ');
    rest = rest.slice(approx[0].length);
  }
  const vague = VAGUE.exec(rest);
  if (vague) {
    notes.push(normalizeSpaces(vague[1]!).toLowerCase());
    return { quantity: 1, rest: rest.slice(vague[0].length), notes };
  }
  const quantity = readQuantity(rest);
  if (quantity) return { ...quantity, notes };
  if (approx) return undefined;
  // 'Pincée de sel', "Gousse d'ail": a word unit with an implied 1.
  const unit = readUnit(rest, { wordsOnly: true });
  if (unit && LEADING_DE.test(unit.rest)) return { quantity: 1, rest, notes };
  const partitive = PARTITIVE.exec(rest);
  if (partitive) return { quantity: 1, rest: rest.slice(partitive[0].length), notes };
  return undefined;
}

function readLine(text: string): Reading | undefined {
  const start = readStart(text);
  if (!start) return undefined;
  const notes = start.notes;
  let quantity = start.quantity;
  let quantityMax = start.quantityMax;
  let rest = start.rest;
  let unit: RecipeUnit = 'unité';
  let unitWritten: string | undefined;

  const reading = readUnit(rest);
  if (reading) {
    unit = reading.unit;
    unitWritten = reading.written;
    quantity *= reading.factor;
    if (quantityMax !== undefined) quantityMax *= reading.factor;
    rest = reading.rest;
    const afterHalf = readTrailingHalf(rest);
    if (afterHalf !== undefined && quantityMax === undefined) {
      quantity += 0.5 * reading.factor;
      rest = afterHalf;
    }
    const modifier = UNIT_MODIFIER.exec(rest);
    if (modifier) {
      notes.push(normalizeSpaces(modifier[1]!).toLowerCase());
      rest = rest.slice(modifier[0].length);
    }
  }
  rest = rest.replace(LEADING_DE, '');
  const trailing = splitTrailingRemark(rest);
  if (trailing.name === '') return undefined;
  return {
    quantity,
    quantityMax,
    unit,
    unitWritten,
    name: trailing.name,
    notes,
    trailingNote: trailing.note,
  };
}

// 'Farine : 200 g' (name, then quantity) or 'Pâte : 200 g de farine' (a label, then the line).
function readAroundColon(text: string): Reading | undefined {
  const colon = NAME_FIRST.exec(text);
  if (!colon) return undefined;
  const before = colon[1]!;
  const after = colon[2]!;
  return readLine(after) ?? readLine(`${after} ${before}`);
}

function unmatched(
  name: string,
  resolve: IngredientResolver | null,
  lookupText: string,
): ParsedIngredientLine {
  const result: ParsedIngredientLine = { quantity: 1, unit: 'unité', name, matched: false };
  if (resolve) {
    const id = linkUnmatched(resolve, lookupText);
    if (id !== undefined) result.ingredientId = id;
  }
  return result;
}

// 'sel, poivre' or 'sel et poivre' name two ingredients: linking the line to the first one would
// let the second pass a dietary check unseen, so such a line gets no id (parseIngredientText
// splits it into one line per ingredient).
function linkUnmatched(resolve: IngredientResolver, text: string): string | undefined {
  const parts = text.split(/\s*,\s*|\s+et\s+/iu).filter((part) => part !== '');
  if (parts.length > 1 && parts.slice(1).some((part) => resolve(part)?.exact)) return undefined;
  const head = splitTrailingRemark(text).name;
  return linkIngredient(resolve, { names: [text, head] })?.id;
}

/** Parses one free-text ingredient line. Never throws. */
export function parseIngredientLine(
  line: string,
  options: ParseIngredientLineOptions = {},
): ParsedIngredientLine {
  const resolve =
    options.resolveIngredient === undefined ? resolveFromKnowledgeBase : options.resolveIngredient;
  const cleaned = stripListMarker(line);
  if (cleaned === '') {
    const whole = line.trim();
    return { quantity: 1, unit: 'unité', name: whole === '' ? line : whole, matched: false };
  }
  const { text, notes: parenthesised } = extractParentheses(cleaned);
  const reading = readLine(text) ?? readAroundColon(text);
  if (!reading) return unmatched(cleaned, resolve, cleanName(text) || cleaned);

  const result: ParsedIngredientLine = {
    quantity: reading.quantity,
    unit: reading.unit,
    name: reading.name,
    matched: true,
  };
  if (reading.quantityMax !== undefined) result.quantityMax = reading.quantityMax;
  const notes = [...reading.notes, ...parenthesised];
  if (reading.trailingNote !== undefined) notes.push(reading.trailingNote);
  if (notes.length > 0) result.note = notes.join(', ');
  if (resolve) {
    const fusedWithUnit =
      reading.unitWritten !== undefined && WORD_UNITS.has(reading.unit)
        ? joinWithDe(reading.unitWritten, reading.name)
        : undefined;
    const link = linkIngredient(resolve, { names: [reading.name], fusedWithUnit });
    if (link) {
      result.ingredientId = link.id;
      if (link.usedFusedName && fusedWithUnit !== undefined) {
        // 'feuilles de brick' is the ingredient, not 'brick' counted in leaves.
        result.unit = 'unité';
        result.name = fusedWithUnit;
      }
    }
  }
  return result;
}
