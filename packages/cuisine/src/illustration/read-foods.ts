import { LINK_WORDS } from '../text/link-words';
import { foodNameWords } from '../text/normalize';
import { isPictureFood, type PictureFood } from './picture-foods';

// Finds the foods a text names (a recipe's line, its title) with the word table of
// food-words.json, built from the knowledge base (food-words-build.ts), the way the knowledge
// base's own lookup finds ingredients (ingredients/lookup.ts, `findIngredientsIn`): the same
// normalised and stemmed words, the longest name first, then the leftmost one, never
// overlapping. It carries no knowledge base, so the browser can read any recipe's lines,
// a model's too, at the cost of a few kilobytes.

/**
 * The word table: names as `foodNameKey` writes them without accents, joined by '|'.
 * - `foods`: the names of each food;
 * - `minor`: names of a food that is only a little of a dish (« concentré de tomate »);
 * - `undrawn`: names that are never drawn but hold a food's name (« huile de noix »), so that
 *   the longer name wins;
 * - `accented`: names whose accents tell two ingredients apart (« pâté », « pâtes »), each with
 *   its food, `food~` for a minor one or '' for none;
 * - `measures`: food names that are also kitchen measures (« une noix de beurre »).
 */
export type FoodWordTable = {
  foods: Partial<Record<PictureFood, string>>;
  minor: Partial<Record<PictureFood, string>>;
  undrawn: string;
  accented: Record<string, string>;
  measures: string;
};

/** What a name stands for: a food, maybe a minor one, or nothing drawn (`null`). */
type NameValue = { food: PictureFood; minor: boolean } | null;

export type FoodIndex = {
  accented: ReadonlyMap<string, NameValue>;
  folded: ReadonlyMap<string, NameValue>;
  measures: ReadonlySet<string>;
  /** The most words a name has. */
  longest: number;
};

export type FoodInText = { food: PictureFood; minor: boolean };

function split(words: string): string[] {
  return words === '' ? [] : words.split('|');
}

function nameValue(text: string): NameValue {
  const food = text.endsWith('~') ? text.slice(0, -1) : text;
  if (!isPictureFood(food)) return null;
  return { food, minor: food !== text };
}

export function indexFoodWords(table: FoodWordTable): FoodIndex {
  const folded = new Map<string, NameValue>();
  for (const minor of [false, true]) {
    const lists = minor ? table.minor : table.foods;
    for (const [food, words] of Object.entries(lists)) {
      if (!isPictureFood(food) || words === undefined) continue;
      for (const name of split(words)) folded.set(name, { food, minor });
    }
  }
  for (const name of split(table.undrawn)) folded.set(name, null);
  const accented = new Map(
    Object.entries(table.accented).map(([name, value]) => [name, nameValue(value)]),
  );
  const longest = Math.max(
    1,
    ...[...folded.keys(), ...accented.keys()].map((name) => name.split(' ').length),
  );
  return { accented, folded, measures: new Set(split(table.measures)), longest };
}

type Span = { start: number; end: number; value: NameValue };

/** Known names made of whole words inside the text, longest first, then leftmost first. */
function* knownSpans(index: FoodIndex, accented: string[], folded: string[]): Generator<Span> {
  for (let length = Math.min(index.longest, accented.length); length >= 1; length--) {
    for (let start = 0; start + length <= accented.length; start++) {
      const end = start + length;
      if (LINK_WORDS.has(folded[start]!) || LINK_WORDS.has(folded[end - 1]!)) continue;
      const accentedName = accented.slice(start, end).join(' ');
      const value = index.accented.has(accentedName)
        ? index.accented.get(accentedName)
        : index.folded.get(folded.slice(start, end).join(' '));
      if (value !== undefined) yield { start, end, value };
    }
  }
}

const OF_WORDS = new Set(['de', 'd', 'du', 'des']);

/**
 * The foods the text names, in the text's order, each once: « 2 c. à s. d’huile de noix » has
 * none, « 200 g de tofu ferme » tofu, « 1 noix de beurre » none (a measure of butter).
 */
export function foodsInText(text: string, index: FoodIndex): FoodInText[] {
  const accented = foodNameWords(text, { keepAccents: true });
  const folded = foodNameWords(text);
  const used = new Array<boolean>(accented.length).fill(false);
  const found: Span[] = [];
  for (const span of knownSpans(index, accented, folded)) {
    if (used.slice(span.start, span.end).some(Boolean)) continue;
    used.fill(true, span.start, span.end);
    const isMeasure =
      span.end - span.start === 1 &&
      index.measures.has(folded[span.start]!) &&
      OF_WORDS.has(folded[span.end] ?? '');
    if (!isMeasure) found.push(span);
  }
  const foods = new Map<PictureFood, FoodInText>();
  for (const { value } of found.sort((a, b) => a.start - b.start)) {
    if (value && !foods.has(value.food)) foods.set(value.food, value);
  }
  return [...foods.values()];
}
