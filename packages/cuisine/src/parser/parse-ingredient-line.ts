import { joinWithDe } from '../text/elision';
import type { RecipeUnit } from '../vocabulary';
import {
  cleanName,
  extractParentheses,
  normalizeSpaces,
  splitAlternative,
  splitPreparation,
  splitSizeRemark,
  splitTrailingRemark,
  stripListMarker,
} from './clean-line';
import { resolveFromKnowledgeBase } from './default-resolver';
import { linkIngredient } from './ingredient-link';
import { LEADING_DE, loosest, precisionOfRemark, readLineStart } from './read-line-start';
import { readTrailingHalf } from './read-quantity';
import { isApproximateUnit } from './recipe-unit-words';
import type {
  AmountPrecision,
  IngredientResolver,
  ParsedIngredientLine,
  ParseIngredientLineOptions,
} from './types';
import { readUnit, UNIT_SPELLINGS } from './unit-words';

// Spec section 5: a number (dot or comma decimal), an optional unit, an optional 'de', then the
// name; no unit → 'unité'; no match → quantity 1, unit 'unité', the whole line as the name.
// Everything else here extends that contract to lines people and models really write; the rules
// are listed in README.md beside this file.

const WORD_END = String.raw`(?![\p{L}\p{N}])`;
const UNIT_MODIFIER = new RegExp(
  String.raw`^\s*((?:bien\s+)?(?:rases?|bomb[ée]es?|pleines?|g[ée]n[ée]reuses?|combles?))${WORD_END}`,
  'iu',
);
// 'une bonne poignée', '2 grosses gousses': a size word before a unit is a remark.
const UNIT_SIZE = /^\s*((?:bonne|grosse|petite|belle|grande|bon|gros|petit|beau|grand)s?)\s+/iu;
// 'Farine : 200 g' — the name first, then the quantity.
const NAME_FIRST = /^([^:]+?)\s*:\s*(.+)$/u;
// 'le zeste d’un citron', 'le jus de 2 citrons', 'zeste et jus d’une orange'.
const ZEST_OR_JUICE =
  /^(?:(?:le|les|du)\s+)?(zestes?|jus)(?:\s+et\s+(?:le\s+|les\s+)?(zestes?|jus))?\s+(?:de\s+|d['’]\s*)/iu;
// 'sel selon le goût', 'poivre à volonté', 'farine QS': no number, the amount left to the cook.
const VAGUE_ONLY =
  /^(.+?)\s+(selon\s+(?:le|votre)\s+go[uû]t|au\s+go[uû]t|à\s+votre\s+go[uû]t|à\s+volonté|qs|q\.\s?s\.?|quantit[ée]\s+suffisante)\s*[.!]?$/iu;

const WORD_UNITS = new Set<RecipeUnit>(UNIT_SPELLINGS.filter((u) => u.isWord).map((u) => u.unit));

type Reading = {
  quantity: number;
  quantityMax?: number;
  unit: RecipeUnit;
  unitWritten?: string;
  name: string;
  /** Remarks before the name ('rase', 'jus'). */
  notes: string[];
  /** Remarks after the name ('environ 1,2 kg', 'ou margarine', 'émincés'). */
  tailNotes: string[];
  precision?: AmountPrecision;
  /** No number was written ('Pincée de sel', 'quelques radis'). */
  implied: boolean;
};

/** The name and the remarks after it: size, alternative, trailing remark. */
function readName(text: string, reading: Omit<Reading, 'name' | 'tailNotes'>): Reading | undefined {
  const trailing = splitTrailingRemark(text);
  const size = splitSizeRemark(trailing.name);
  let precision = reading.precision;
  let trailingNote = trailing.note;
  const remarkPrecision = trailingNote === undefined ? undefined : precisionOfRemark(trailingNote);
  if (remarkPrecision === 'approximate') {
    // '1 gigot de 2,5 kg environ': the weight is approximate, not the one gigot.
    if (size.note !== undefined) size.note = `${size.note} ${trailingNote}`;
    else precision = loosest(precision, 'approximate');
    trailingNote = undefined;
  } else if (remarkPrecision === 'vague') {
    precision = loosest(precision, reading.implied ? 'vague' : 'approximate');
  }
  const alternative = splitAlternative(size.name);
  if (alternative.name === '') return undefined;
  const tailNotes: string[] = [];
  if (size.note !== undefined) tailNotes.push(size.note);
  if (alternative.note !== undefined) tailNotes.push(alternative.note);
  if (trailingNote !== undefined) tailNotes.push(trailingNote);
  return { ...reading, name: alternative.name, tailNotes, precision };
}

function readLine(text: string): Reading | undefined {
  const start = readLineStart(text);
  if (!start) return undefined;
  const notes: string[] = [];
  let quantity = start.quantity;
  let quantityMax = start.quantityMax;
  let rest = start.rest;
  let unit: RecipeUnit = 'unité';
  let unitWritten: string | undefined;

  const size = UNIT_SIZE.exec(rest);
  const sized = size ? readUnit(rest.slice(size[0].length), { wordsOnly: true }) : undefined;
  if (size && sized) notes.push(size[1]!.toLowerCase());
  const reading = sized ?? readUnit(rest);
  if (reading) {
    unit = reading.unit;
    unitWritten = reading.written;
    // A vague amount stays 1 ("some"): 'quelques dl' is not 100 ml of anything.
    const factor = start.precision === 'vague' ? 1 : reading.factor;
    quantity *= factor;
    if (quantityMax !== undefined) quantityMax *= factor;
    rest = reading.rest;
    const afterHalf = readTrailingHalf(rest);
    if (afterHalf !== undefined && quantityMax === undefined) {
      quantity += 0.5 * factor;
      rest = afterHalf;
    }
    const modifier = UNIT_MODIFIER.exec(rest);
    if (modifier) {
      notes.push(normalizeSpaces(modifier[1]!).toLowerCase());
      rest = rest.slice(modifier[0].length);
    }
  }
  rest = rest.replace(LEADING_DE, '');
  return readName(rest, {
    quantity,
    quantityMax,
    unit,
    unitWritten,
    notes,
    precision: start.precision,
    implied: start.implied,
  });
}

// 'Farine : 200 g' (name, then quantity) or 'Pâte : 200 g de farine' (a label, then the line).
function readAroundColon(text: string): Reading | undefined {
  const colon = NAME_FIRST.exec(text);
  if (!colon) return undefined;
  const before = colon[1]!;
  const after = colon[2]!;
  return readLine(after) ?? readLine(`${after} ${before}`);
}

// The zest of a lemon is bought as a lemon: 'le zeste d’un citron' → 1 zeste de citron; 'le jus
// de 2 citrons' → 2 citrons, note 'jus'.
function readZestOrJuice(text: string): Reading | undefined {
  const match = ZEST_OR_JUICE.exec(text);
  if (!match) return undefined;
  const inner = readLine(text.slice(match[0].length));
  if (!inner || inner.implied || inner.unit !== 'unité') return undefined;
  const parts = [match[1], match[2]]
    .filter((part): part is string => part !== undefined)
    .map((part) => part.toLowerCase().replace(/^zestes$/u, 'zeste'));
  if (parts.length === 1 && parts[0] === 'zeste') return { ...inner, unit: 'zeste' };
  return { ...inner, notes: [parts.join(' et '), ...inner.notes] };
}

function readVagueOnly(text: string): Reading | undefined {
  const match = VAGUE_ONLY.exec(text);
  if (!match) return undefined;
  const name = cleanName(match[1]!);
  if (name === '') return undefined;
  return {
    quantity: 1,
    unit: 'unité',
    name,
    notes: [],
    tailNotes: [normalizeSpaces(match[2]!)],
    precision: 'vague',
    implied: true,
  };
}

function unmatched(
  name: string,
  resolve: IngredientResolver | null,
  lookupText: string,
): ParsedIngredientLine {
  const result: ParsedIngredientLine = { quantity: 1, unit: 'unité', name, matched: false };
  if (resolve) {
    const id = linkUnlessEnumeration(resolve, lookupText, [
      lookupText,
      splitTrailingRemark(lookupText).name,
    ]);
    if (id !== undefined) result.ingredientId = id;
  }
  return result;
}

// 'sel, poivre' or 'sel et poivre' name two ingredients: linking the line to the first one would
// let the second pass a dietary check unseen, so such a line gets no id (parseIngredientText
// splits it into one line per ingredient).
function listsSeveralIngredients(resolve: IngredientResolver, text: string): boolean {
  const parts = text.split(/\s*(?:;|(?<!\d),|,(?!\d))\s*|\s+et\s+/iu).filter((p) => p !== '');
  return parts.length > 1 && parts.slice(1).some((part) => resolve(part)?.exact);
}

function linkUnlessEnumeration(
  resolve: IngredientResolver,
  text: string,
  names: string[],
): string | undefined {
  if (listsSeveralIngredients(resolve, text)) return undefined;
  return linkIngredient(resolve, { names })?.id;
}

// A tin of tuna is tinned tuna: after 'boîte', the tinned variant of a food is tried first.
function candidateNames(reading: Reading): string[] {
  if (reading.unit !== 'boîte') return [reading.name];
  return [`${reading.name} en boîte`, `${reading.name} en conserve`, reading.name];
}

// 'ail hachées' is garlic, chopped: the preparation becomes a remark when what is left is a known
// food and the whole is not ('parmesan râpé' is a food of its own and stays whole).
function readPreparation(result: ParsedIngredientLine, resolve: IngredientResolver): void {
  const split = splitPreparation(result.name);
  if (split.note === undefined || resolve(result.name)?.exact) return;
  if (!resolve(split.name)?.exact) return;
  result.name = split.name;
  result.note = result.note === undefined ? split.note : `${split.note}, ${result.note}`;
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
  const reading =
    readZestOrJuice(text) ?? readLine(text) ?? readAroundColon(text) ?? readVagueOnly(text);
  if (!reading) return unmatched(cleaned, resolve, cleanName(text) || cleaned);

  const result: ParsedIngredientLine = {
    quantity: reading.quantity,
    unit: reading.unit,
    name: reading.name,
    matched: true,
  };
  if (reading.quantityMax !== undefined) result.quantityMax = reading.quantityMax;
  const notes = [...reading.notes, ...parenthesised, ...reading.tailNotes];
  if (notes.length > 0) result.note = notes.join(', ');
  if (resolve) readPreparation(result, resolve);
  if (resolve && !listsSeveralIngredients(resolve, result.name)) {
    const fusedWithUnit =
      reading.unitWritten !== undefined && WORD_UNITS.has(reading.unit)
        ? joinWithDe(reading.unitWritten, result.name)
        : undefined;
    const link = linkIngredient(resolve, {
      names: candidateNames({ ...reading, name: result.name }),
      fusedWithUnit,
      // 'noix de cajou', 'noix de Saint-Jacques': after 'noix', a known compound is the food.
      preferFused: reading.unit === 'noix',
    });
    if (link) {
      if (link.usedFusedName && fusedWithUnit !== undefined) {
        // 'Noix de cajou' alone names a food, it states no amount: the spec's no-match line.
        if (reading.implied && reading.precision === undefined) {
          return { ...unmatched(cleaned, null, ''), ingredientId: link.id };
        }
        // 'feuilles de brick' is the ingredient, not 'brick' counted in leaves.
        result.unit = 'unité';
        result.name = fusedWithUnit;
      }
      result.ingredientId = link.id;
    }
  }
  const unitPrecision = isApproximateUnit(result.unit, result.ingredientId)
    ? 'approximate'
    : undefined;
  const precision = loosest(reading.precision, unitPrecision);
  if (precision !== undefined) result.precision = precision;
  return result;
}
