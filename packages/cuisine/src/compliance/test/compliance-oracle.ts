import fc from 'fast-check';
import {
  findIngredient,
  getIngredient,
  INGREDIENTS,
  ingredientOwnFlags,
} from '../../ingredients/lookup';
import type { DietaryFlag } from '../../ingredients/types';
import { DIETARY_RESTRICTIONS, type DietaryRestriction } from '../../vocabulary';
import { FORBIDDEN_FLAGS } from '../rules';

// The property tests' oracle: what a food holds and carries, walked on the raw knowledge base on
// its own, naively (no shared code with composition.ts), so that the checker and every engine
// built on it (the suggestion engines) are judged by something they do not share.
// Test support only: nothing outside tests imports it.

const memo = <T>(fn: (id: string) => T) => {
  const cache = new Map<string, T>();
  return (id: string): T => {
    if (!cache.has(id)) cache.set(id, fn(id));
    return cache.get(id)!;
  };
};

const raw = (id: string) => getIngredient(id)!;

export const kinds: (id: string) => Set<string> = memo(
  (id) => new Set([id, ...(raw(id).parents ?? []).flatMap((p) => [...kinds(p)])]),
);

/** Contents the food holds directly, its own and those its non-mix parents pass on. */
const contents: (id: string) => string[] = memo((id) => {
  const i = raw(id);
  const own = [...(i.contains ?? []), ...(i.mayContain ?? [])];
  const passed = (i.parents ?? []).flatMap((p) => (raw(p).isMix ? [] : contents(p)));
  return [...own, ...passed].filter((c) => !(i.lacks ?? []).includes(c));
});

export const holds: (id: string) => Set<string> = memo(
  (id) => new Set([...kinds(id), ...contents(id).flatMap((c) => [...holds(c)])]),
);

export const flagsOf: (id: string) => Set<DietaryFlag> = memo((id) => {
  const fromKinds = [...kinds(id)].flatMap((k) => [...ingredientOwnFlags(k)]);
  const fromContents = contents(id).flatMap((c) => [...flagsOf(c)]);
  const free = raw(id).freeOf ?? [];
  return new Set([...fromKinds, ...fromContents].filter((f) => !free.includes(f)));
});

export type Avoided = { text: string; ingredientId?: string; flag?: DietaryFlag };

const FAMILIES: readonly Avoided[] = [
  { text: 'gluten', flag: 'gluten' },
  { text: 'sans gluten', flag: 'gluten' },
  { text: 'lactose', flag: 'dairy' },
  { text: 'produits laitiers', flag: 'dairy' },
  { text: 'fruits à coque', flag: 'treeNut' },
  { text: 'arachides', flag: 'peanut' },
];

const spellings = INGREDIENTS.flatMap((i) => [i.name, i.plural, ...i.synonyms]);

export const avoidedFood: fc.Arbitrary<Avoided> = fc.oneof(
  fc.constantFrom(...FAMILIES),
  fc
    .tuple(
      fc.constantFrom(...spellings),
      fc.constantFrom('', 'les ', 'pas de ', 'allergie aux '),
      fc.boolean(),
    )
    .map(([spelling, prefix, upper]) => {
      const text = `${prefix}${upper ? spelling.toUpperCase() : spelling}`;
      return { text, ingredientId: findIngredient(spelling)?.id };
    }),
);

export const profile = fc.record({
  restrictions: fc.subarray([...DIETARY_RESTRICTIONS]),
  avoided: fc.array(avoidedFood, { maxLength: 4 }),
});

export function breaks(recipeIds: readonly string[], restriction: DietaryRestriction): boolean {
  const flags = recipeIds.map(flagsOf);
  if (flags.some((f) => FORBIDDEN_FLAGS[restriction].some((x) => f.has(x)))) return true;
  return (
    restriction === 'kosher' &&
    flags.some((f) => f.has('meat')) &&
    flags.some((f) => f.has('dairy'))
  );
}

/**
 * What the oracle finds wrong with a recipe made of `recipeIds` for a profile: one line per
 * broken restriction and per avoided food held. Empty when the recipe is fine.
 */
export function oracleFaults(
  recipeIds: readonly string[],
  restrictions: readonly DietaryRestriction[],
  avoided: readonly Avoided[],
): string[] {
  const faults: string[] = [];
  for (const r of restrictions) if (breaks(recipeIds, r)) faults.push(r);
  for (const a of avoided) {
    const held = recipeIds.filter(
      (id) =>
        (a.ingredientId !== undefined && holds(id).has(a.ingredientId)) ||
        (a.flag !== undefined && flagsOf(id).has(a.flag)),
    );
    if (held.length > 0) faults.push(`${held.join(', ')} / ${a.text}`);
  }
  return faults;
}
