import type { RecipeUnit } from '../vocabulary';

// Every way French recipes spell a unit, mapped to the canonical spelling of RECIPE_UNITS.
// Decisions (see README.md beside this file):
// - 'dl' / 'décilitre' is converted to ml (×100): Swiss recipes write dl, and ml is a shopping
//   unit while dl is not. The conversion is exact.
// - 'cuillère à dessert' is 2 càc (a 10 ml spoon), exact in the càc/càs family.
// - a bare 'cuillère' (no 'à soupe' / 'à café') is read as càs: recipes that say "1 cuillère de
//   miel" mean the big spoon.
// - 'bouquet de …' is a 'botte', but 'bouquet garni' is an ingredient, so 'bouquet' needs a
//   following 'de' / "d'".
// - containers and kitchen measures (verre, bol, pot, paquet, filet, noix, poignée…) are units
//   only when 'de' follows ('1 noix de beurre', '1 pot de crème'), so that '200 g de noix',
//   'carré frais' or 'pot-au-feu' stay names; a unit word that is part of an ingredient's name
//   ('noix de cajou', 'feuilles de brick') is given back to the name by the knowledge-base link.
// - 'conserve' is a 'boîte'; 'bouquet' a 'botte'; 'bout' a 'morceau'; 'pointe de couteau' a
//   'pointe'; 'verre à moutarde' a 'verre'.

export type UnitSpelling = {
  /** The spelling without anchors, for the combined pattern below. */
  source: string;
  pattern: RegExp;
  unit: RecipeUnit;
  /** The written quantity is multiplied by this to express it in `unit`. */
  factor: number;
  /** True for spelled-out words that may start a line with an implied quantity of 1. */
  isWord: boolean;
  /** The unit only counts when followed by 'de' / "d'" ('bouquet de persil', not 'bouquet garni'). */
  needsDe?: boolean;
};

// A unit ends where letters and digits stop; an elided article right after ("l'") is not a unit.
const END = String.raw`(?![\p{L}\p{N}'’])`;
// A spoon written out ('cuillère(s)', 'cuillerée', 'cuil.') takes the full word ('à soupe');
// the 'c' abbreviation takes the letter ('c. à s.', 'cs', 'càc'). Mixing them would read
// 'cuillères à café' as 'cuillère' + 's'.
const SPOON_WORD = String.raw`(?:cuill[eèé]r[eé]?e?s?|cuillers?|cuill?\.?)\s*(?:(?:à|a)\s+)?`;
const SPOON_LETTER = String.raw`c\.?\s*(?:(?:à|a)\.?\s*)?`;

function spelling(
  source: string,
  unit: RecipeUnit,
  options: { factor?: number; isWord?: boolean; needsDe?: boolean } = {},
): UnitSpelling {
  return {
    source: `(?:${source})${END}`,
    pattern: new RegExp(`^(?:${source})${END}`, 'iu'),
    unit,
    factor: options.factor ?? 1,
    isWord: options.isWord ?? false,
    needsDe: options.needsDe,
  };
}

// Units that need a following 'de' (see the decisions above).
const CONTAINER_AND_MEASURE_WORDS: ReadonlyArray<[source: string, unit: RecipeUnit]> = [
  [String.raw`verres?(?:\s+(?:à|a)\s+(?:moutarde|eau|vin|liqueur))?`, 'verre'],
  ['bols?', 'bol'],
  ['louches?', 'louche'],
  ['poign[ée]es?', 'poignée'],
  ['filets?', 'filet'],
  ['noix', 'noix'],
  ['noisettes?', 'noisette'],
  ['traits?', 'trait'],
  ['gouttes?', 'goutte'],
  [String.raw`pointes?(?:\s+de\s+couteau)?`, 'pointe'],
  ['morceaux?|bouts?', 'morceau'],
  ['carr[ée]s?', 'carré'],
  ['zestes?', 'zeste'],
  ['tiges?', 'tige'],
  ['branches?', 'branche'],
  ['rondelles?', 'rondelle'],
  ['pav[ée]s?', 'pavé'],
  ['pi[èe]ces?', 'pièce'],
  ['t[êe]tes?', 'tête'],
  ['cubes?', 'cube'],
  ['boules?', 'boule'],
  ['pots?', 'pot'],
  ['paquets?', 'paquet'],
  ['barquettes?', 'barquette'],
  ['bouteilles?', 'bouteille'],
  ['briques?', 'brique'],
  ['bocal|bocaux', 'bocal'],
  ['tablettes?', 'tablette'],
  ['rouleaux?', 'rouleau'],
  ['b[ûu]chettes?', 'bûchette'],
  ['plaquettes?', 'plaquette'],
  ['tubes?', 'tube'],
  ['conserves?', 'boîte'],
];

/** Tried in order: longer spellings before the abbreviations they start with. */
export const UNIT_SPELLINGS: readonly UnitSpelling[] = [
  spelling(String.raw`${SPOON_WORD}(?:soupe|table)|${SPOON_LETTER}(?:soupe|s\.?)`, 'càs'),
  spelling(String.raw`${SPOON_WORD}(?:caf[eé]|th[eé])|${SPOON_LETTER}(?:caf[eé]|c\.?)`, 'càc'),
  spelling(String.raw`${SPOON_WORD}dessert|c\.?\s*(?:à|a)\.?\s*(?:dessert|d\.?)`, 'càc', {
    factor: 2,
  }),
  spelling(String.raw`tbsp|tbs\.?`, 'càs'),
  spelling(String.raw`tsp\.?`, 'càc'),
  spelling(String.raw`kilogrammes?|kilos?|kgs?\.?`, 'kg'),
  spelling(String.raw`milligrammes?|mg\.?`, 'g', { factor: 0.001 }),
  spelling(String.raw`grammes?|grs?\.?|g\.?`, 'g'),
  spelling(String.raw`millilitres?|ml\.?`, 'ml'),
  spelling(String.raw`centilitres?|cl\.?`, 'cl'),
  spelling(String.raw`d[eé]cilitres?|dl\.?`, 'ml', { factor: 100 }),
  spelling(String.raw`litres?|ltr?s?\.?|l\.?`, 'l'),
  // A grandmother's 'livre' is 500 g ('une demi-livre de beurre').
  spelling('livres?', 'g', { factor: 500, isWord: true, needsDe: true }),
  spelling(`pinc[eé]es?`, 'pincée', { isWord: true }),
  spelling(`tasses?`, 'tasse', { isWord: true }),
  spelling(`gousses?`, 'gousse', { isWord: true }),
  spelling(`tranches?`, 'tranche', { isWord: true }),
  spelling(`bottes?`, 'botte', { isWord: true }),
  spelling(`bouquets?`, 'botte', { isWord: true, needsDe: true }),
  spelling(`sachets?`, 'sachet', { isWord: true }),
  spelling(`bo[iî]tes?`, 'boîte', { isWord: true }),
  spelling(`brins?`, 'brin', { isWord: true }),
  spelling(`feuilles?`, 'feuille', { isWord: true }),
  ...CONTAINER_AND_MEASURE_WORDS.map(([source, unit]) =>
    spelling(source, unit, { isWord: true, needsDe: true }),
  ),
  // Last: a bare spoon, once 'à soupe' / 'à café' / 'à dessert' had their chance.
  spelling(`cuill[eèé]r[eé]?e?s?|cuillers?`, 'càs', { isWord: true }),
];

const DE_AHEAD = /^\s*(?:de\s|d['’]|du\s|des\s)/iu;

export type UnitReading = {
  unit: RecipeUnit;
  factor: number;
  /** The unit as written ('gousses'), for names that include it ('feuilles de brick'). */
  written: string;
  rest: string;
};

// All spellings in one alternation, one capture group each, tried in the same order as the list:
// one regex run per line instead of one per spelling (the parser's hottest path).
function combined(spellings: readonly UnitSpelling[]): RegExp {
  return new RegExp(`^(?:${spellings.map((s) => `(${s.source})`).join('|')})`, 'iu');
}
const ALL_SPELLINGS = combined(UNIT_SPELLINGS);
const WORD_SPELLINGS = UNIT_SPELLINGS.filter((candidate) => candidate.isWord);
const WORDS_ONLY = combined(WORD_SPELLINGS);

function readFrom(
  trimmed: string,
  spellings: readonly UnitSpelling[],
  start: number,
): UnitReading | undefined {
  for (let index = start; index < spellings.length; index++) {
    const candidate = spellings[index]!;
    const match = candidate.pattern.exec(trimmed);
    if (!match) continue;
    const rest = trimmed.slice(match[0].length);
    if (candidate.needsDe && !DE_AHEAD.test(rest)) continue;
    return { unit: candidate.unit, factor: candidate.factor, written: match[0].trim(), rest };
  }
  return undefined;
}

/** Reads a unit at the start of `text` (leading spaces allowed). */
export function readUnit(
  text: string,
  options: { wordsOnly?: boolean } = {},
): UnitReading | undefined {
  const trimmed = text.trimStart();
  const spellings = options.wordsOnly ? WORD_SPELLINGS : UNIT_SPELLINGS;
  const match = (options.wordsOnly ? WORDS_ONLY : ALL_SPELLINGS).exec(trimmed);
  if (!match) return undefined;
  let index = 0;
  while (match[index + 1] === undefined) index++;
  const candidate = spellings[index]!;
  const rest = trimmed.slice(match[0].length);
  if (!candidate.needsDe || DE_AHEAD.test(rest)) {
    return { unit: candidate.unit, factor: candidate.factor, written: match[0].trim(), rest };
  }
  // 'bouquet garni', 'noix' alone: that spelling needs a 'de'; a later one may still fit.
  return readFrom(trimmed, spellings, index + 1);
}
