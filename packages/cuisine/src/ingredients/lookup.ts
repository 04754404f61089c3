import { LINK_WORDS } from '../text/link-words';
import { foodNameWords } from '../text/normalize';
import { buildCompositionIndex, type Composition, type FlagSource } from './composition';
import { ALL_INGREDIENTS } from './data';
import { buildNameIndex } from './lookup-index';
import type { DietaryFlag, Ingredient } from './types';

const composition = buildCompositionIndex(ALL_INGREDIENTS);
const ownFlagsById = new Map(ALL_INGREDIENTS.map((i) => [i.id, i.flags]));

/**
 * The whole knowledge base, in data-file order, each ingredient with all its flags. Every object
 * has the same keys in the same order (absent lists are undefined): checks read them in tight
 * loops, and one object shape keeps those reads fast.
 */
export const INGREDIENTS: readonly Ingredient[] = ALL_INGREDIENTS.map((i) => ({
  id: i.id,
  name: i.name,
  plural: i.plural,
  synonyms: i.synonyms,
  category: i.category,
  aisle: i.aisle,
  shelfLifeDays: i.shelfLifeDays,
  isPantryStaple: i.isPantryStaple,
  flags: [...(composition.of(i.id)?.flags.keys() ?? [])],
  parents: i.parents,
  contains: i.contains,
  mayContain: i.mayContain,
  lacks: i.lacks,
  isMix: i.isMix,
  freeOf: i.freeOf,
  buying: i.buying,
}));

const byId = new Map<string, Ingredient>(INGREDIENTS.map((i) => [i.id, i]));
const nameIndex = buildNameIndex(INGREDIENTS);

export function getIngredient(id: string): Ingredient | undefined {
  return byId.get(id);
}

export type IngredientLookupMatch = {
  ingredient: Ingredient;
  /** True when the whole text is a known name; false when a name was found inside it. */
  exact: boolean;
};

function lookupWords(accented: string[], folded: string[]): Ingredient | undefined {
  return nameIndex.accented.get(accented.join(' ')) ?? nameIndex.folded.get(folded.join(' '));
}

type Span = { start: number; end: number; ingredient: Ingredient };

/** Known names made of whole words inside the text, longest first, then leftmost first. */
function* knownSpans(accented: string[], folded: string[]): Generator<Span> {
  for (let length = accented.length; length >= 1; length--) {
    for (let start = 0; start + length <= accented.length; start++) {
      const end = start + length;
      if (LINK_WORDS.has(folded[start]!) || LINK_WORDS.has(folded[end - 1]!)) continue;
      const found = lookupWords(accented.slice(start, end), folded.slice(start, end));
      if (found) yield { start, end, ingredient: found };
    }
  }
}

/**
 * Resolves free text to an ingredient. Tolerates case, accents, ligatures, apostrophes,
 * punctuation and plurals. When the whole text is not a known name, the longest known name made
 * of whole words inside it wins, the leftmost one on a tie ('gros oignons jaunes' -> oignon,
 * 'filets de poulet' -> filet de poulet). Whole words only, so 'riz' never matches 'rizotto'.
 */
export function matchIngredient(text: string): IngredientLookupMatch | undefined {
  const accented = foodNameWords(text, { keepAccents: true });
  const folded = foodNameWords(text);
  if (accented.length === 0) return undefined;
  const whole = lookupWords(accented, folded);
  if (whole) return { ingredient: whole, exact: true };
  const first = knownSpans(accented, folded).next();
  return first.done ? undefined : { ingredient: first.value.ingredient, exact: false };
}

/**
 * Every ingredient named in the text, without overlaps, longest names first: 'pommes de terre
 * à la crème' -> [pomme de terre, crème]; 'sel, poivre' -> [sel, poivre]. Compliance uses it so
 * that a line naming two foods cannot hide the second one.
 */
export function findIngredientsIn(text: string): Ingredient[] {
  const accented = foodNameWords(text, { keepAccents: true });
  const folded = foodNameWords(text);
  const used = new Array<boolean>(accented.length).fill(false);
  const found: Span[] = [];
  for (const span of knownSpans(accented, folded)) {
    if (used.slice(span.start, span.end).some(Boolean)) continue;
    used.fill(true, span.start, span.end);
    found.push(span);
  }
  const ordered = found.sort((a, b) => a.start - b.start).map((s) => s.ingredient);
  return [...new Map(ordered.map((i) => [i.id, i])).values()];
}

export function findIngredient(name: string): Ingredient | undefined {
  return matchIngredient(name)?.ingredient;
}

const ancestorCache = new Map<string, readonly string[]>();

/** Parents of an ingredient, transitively, nearest first, without duplicates. */
export function ingredientAncestors(id: string): string[] {
  const cached = ancestorCache.get(id);
  if (cached) return [...cached];
  const seen = new Set<string>();
  const queue = [...(byId.get(id)?.parents ?? [])];
  while (queue.length > 0) {
    const next = queue.shift()!;
    if (next === id || seen.has(next)) continue;
    seen.add(next);
    queue.push(...(byId.get(next)?.parents ?? []));
  }
  const ancestors = [...seen];
  ancestorCache.set(id, ancestors);
  return [...ancestors];
}

/** True when `id` is `ancestorId` itself or one of its descendants. */
export function isIngredientOrDescendant(id: string, ancestorId: string): boolean {
  return id === ancestorId || ingredientAncestors(id).includes(ancestorId);
}

/** What the ingredient is and holds, transitively (see composition.ts); undefined if unknown. */
export function ingredientComposition(id: string): Composition | undefined {
  return composition.of(id);
}

/** The food a flag of the ingredient comes from ('pâtes', 'gluten' -> blé), if it has it. */
export function ingredientFlagSource(id: string, flag: DietaryFlag): FlagSource | undefined {
  return composition.flagSource(id, flag);
}

/** The flags the data files set on the ingredient itself: it is where they come from. */
export function ingredientOwnFlags(id: string): readonly DietaryFlag[] {
  return ownFlagsById.get(id) ?? [];
}
