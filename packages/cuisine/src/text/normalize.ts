// Text helpers shared by the ingredient lookup, the line parser and compliance checks.
// French food names arrive in many spellings ('Œufs', 'oeuf', 'Crème  fraîche.', 'huile d’olive'):
// everything that compares names goes through these functions so that all modules agree.

const APOSTROPHES = /['’‘`´ʼ′]/g;
const LIGATURES: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae', ß: 'ss' };
const COMBINING_MARKS = /\p{M}/gu;
const NON_WORD = /[^\p{L}\p{N}]+/gu;

/** Lower-cases, expands œ/æ and removes accents: 'Œufs Brouillés' -> 'oeufs brouilles'. */
export function foldAccents(text: string): string {
  return text
    .toLowerCase()
    .replace(/[œæß]/g, (c) => LIGATURES[c] ?? c)
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .normalize('NFC');
}

export type NormalizeOptions = {
  /** Keep é, è, ç… (still lower-cased, ligatures expanded). Used to tell 'pâté' from 'pâtes'. */
  keepAccents?: boolean;
};

// The same names come back on every request (a household's list is grouped by these forms on each
// read, each suggestion's lines are checked against the household's rules): the Unicode
// normalisation and the regular expressions below were the largest cost of reading a list.
// Remembered per form, only for short texts (names, not paragraphs), and bounded: a few MB at most.
const MEMO_MAX_LENGTH = 120;
const MEMO_MAX_ENTRIES = 20_000;

function remembered(compute: (text: string) => string): (text: string) => string {
  const known = new Map<string, string>();
  return (text) => {
    const hit = known.get(text);
    if (hit !== undefined) return hit;
    const value = compute(text);
    if (text.length <= MEMO_MAX_LENGTH) {
      if (known.size >= MEMO_MAX_ENTRIES) known.clear();
      known.set(text, value);
    }
    return value;
  };
}

const normalizeFolded = remembered((text) => punctuationToSpaces(foldAccents(text)));
const normalizeAccented = remembered((text) =>
  punctuationToSpaces(
    text
      .toLowerCase()
      .replace(/[œæß]/g, (c) => LIGATURES[c] ?? c)
      .normalize('NFC'),
  ),
);
const keyFolded = remembered((text) => foodNameWords(text).join(' '));
const keyAccented = remembered((text) => foodNameWords(text, { keepAccents: true }).join(' '));

function punctuationToSpaces(lowered: string): string {
  return lowered.replace(APOSTROPHES, ' ').replace(NON_WORD, ' ').trim();
}

/**
 * Canonical comparable form of a food name: lower case, no accents (unless asked), ligatures
 * expanded, apostrophes / hyphens / punctuation turned into single spaces, trimmed.
 * "  Huile d’Olive. " -> 'huile d olive'; 'Chou-fleur' -> 'chou fleur'.
 */
export function normalizeFoodName(text: string, options: NormalizeOptions = {}): string {
  return options.keepAccents ? normalizeAccented(text) : normalizeFolded(text);
}

/**
 * Reduces one normalised word to a plural-insensitive stem by dropping a final 's' or 'x'
 * ('oignons' -> 'oignon', 'choux' -> 'chou', 'poireaux' -> 'poireau'). It is not a grammar:
 * 'noix' becomes 'noi', which is fine because names and queries are stemmed the same way.
 * Words of three letters or fewer are kept whole so 'riz', 'jus' and 'os' stay intact.
 */
export function stemFoodWord(word: string): string {
  if (word.length <= 3) return word;
  const last = word[word.length - 1];
  return last === 's' || last === 'x' ? word.slice(0, -1) : word;
}

/** Normalised, stemmed words of a food name: 'Pommes de terre' -> ['pomme', 'de', 'terre']. */
export function foodNameWords(text: string, options: NormalizeOptions = {}): string[] {
  const normalized = normalizeFoodName(text, options);
  return normalized === '' ? [] : normalized.split(' ').map(stemFoodWord);
}

/** The key two spellings of the same food share: 'Œufs' and 'oeuf' -> 'oeuf'. */
export function foodNameKey(text: string, options: NormalizeOptions = {}): string {
  return options.keepAccents ? keyAccented(text) : keyFolded(text);
}

let frenchOrder: Intl.Collator | undefined;

/**
 * French alphabetical order ('é' beside 'e'), ties broken by code points so the order is total.
 * One collator for the process: `localeCompare(b, 'fr')` looks one up on every comparison. It
 * is made at the first comparison, not when the module loads: a browser pays for its locale data
 * then, and most pages that load this module never sort.
 */
export function compareFrench(a: string, b: string): number {
  frenchOrder ??= new Intl.Collator('fr');
  return frenchOrder.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** ASCII kebab-case slug: "huile d'olive" -> 'huile-d-olive', 'œuf' -> 'oeuf'. */
export function slugify(text: string): string {
  return normalizeFoodName(text).replace(/ /g, '-');
}

/** Upper-cases the first letter, for names shown at the start of a sentence. */
export function capitalize(text: string): string {
  return text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1);
}

const INVARIABLE_ENDINGS = ['s', 'x', 'z'];
const OU_TAKING_X = new Set(['chou', 'bijou', 'caillou', 'genou', 'hibou', 'joujou', 'pou']);
// Words that pluralise a compound name: the head noun and its adjectives come before these.
const LINKING_WORDS = new Set(['de', 'du', 'des', "d'", 'd’', 'à', 'au', 'aux', 'en', 'sans']);

/** French plural of one word ('chou' -> 'choux', 'poireau' -> 'poireaux', 'oignon' -> 'oignons'). */
export function pluralizeWord(word: string): string {
  const lower = word.toLowerCase();
  if (INVARIABLE_ENDINGS.some((end) => lower.endsWith(end))) return word;
  if (OU_TAKING_X.has(lower)) return `${word}x`;
  if (/(eau|au|eu)$/.test(lower) && lower !== 'bleu' && lower !== 'pneu') return `${word}x`;
  return `${word}s`;
}

/**
 * Default French plural of a food name: every word before the first linking word is made plural,
 * hyphenated parts included ('pomme de terre' -> 'pommes de terre', 'haricot vert' ->
 * 'haricots verts', 'chou-fleur' -> 'choux-fleurs'), proper nouns kept ('coquilles Saint-Jacques').
 * Irregular names pass their plural explicitly.
 */
export function pluralizeFoodName(name: string): string {
  const words = name.split(' ');
  const out: string[] = [];
  let inHead = true;
  for (const word of words) {
    if (inHead && (LINKING_WORDS.has(word) || /^d['’]/.test(word))) inHead = false;
    // A proper noun after the head keeps its spelling: 'coquilles Saint-Jacques'.
    const isProperNoun = out.length > 0 && /^\p{Lu}/u.test(word);
    out.push(inHead && !isProperNoun ? word.split('-').map(pluralizeWord).join('-') : word);
  }
  return out.join(' ');
}
