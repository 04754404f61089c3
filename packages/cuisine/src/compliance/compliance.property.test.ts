import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECIPES } from '../catalogue';
import {
  findIngredient,
  getIngredient,
  INGREDIENTS,
  ingredientOwnFlags,
} from '../ingredients/lookup';
import type { DietaryFlag } from '../ingredients/types';
import { DIETARY_RESTRICTIONS, type DietaryRestriction } from '../vocabulary';
import { checkCompliance } from './check-compliance';
import { FORBIDDEN_FLAGS } from './rules';

// Over thousands of random household profiles, a catalogue recipe the checker lets through never
// holds an avoided food nor breaks a restriction. The oracle below walks the raw knowledge base
// on its own, naively (no shared code with composition.ts), so the two must agree.

const memo = <T>(fn: (id: string) => T) => {
  const cache = new Map<string, T>();
  return (id: string): T => {
    if (!cache.has(id)) cache.set(id, fn(id));
    return cache.get(id)!;
  };
};

const raw = (id: string) => getIngredient(id)!;

const kinds: (id: string) => Set<string> = memo(
  (id) => new Set([id, ...(raw(id).parents ?? []).flatMap((p) => [...kinds(p)])]),
);

/** Contents the food holds directly, its own and those its non-mix parents pass on. */
const contents: (id: string) => string[] = memo((id) => {
  const i = raw(id);
  const own = [...(i.contains ?? []), ...(i.mayContain ?? [])];
  const passed = (i.parents ?? []).flatMap((p) => (raw(p).isMix ? [] : contents(p)));
  return [...own, ...passed].filter((c) => !(i.lacks ?? []).includes(c));
});

const holds: (id: string) => Set<string> = memo(
  (id) => new Set([...kinds(id), ...contents(id).flatMap((c) => [...holds(c)])]),
);

const flagsOf: (id: string) => Set<DietaryFlag> = memo((id) => {
  const fromKinds = [...kinds(id)].flatMap((k) => [...ingredientOwnFlags(k)]);
  const fromContents = contents(id).flatMap((c) => [...flagsOf(c)]);
  const free = raw(id).freeOf ?? [];
  return new Set([...fromKinds, ...fromContents].filter((f) => !free.includes(f)));
});

type Avoided = { text: string; ingredientId?: string; flag?: DietaryFlag };

const FAMILIES: readonly Avoided[] = [
  { text: 'gluten', flag: 'gluten' },
  { text: 'sans gluten', flag: 'gluten' },
  { text: 'lactose', flag: 'dairy' },
  { text: 'produits laitiers', flag: 'dairy' },
  { text: 'fruits à coque', flag: 'treeNut' },
  { text: 'arachides', flag: 'peanut' },
];

const spellings = INGREDIENTS.flatMap((i) => [i.name, i.plural, ...i.synonyms]);

const avoidedFood: fc.Arbitrary<Avoided> = fc.oneof(
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

const profile = fc.record({
  restrictions: fc.subarray([...DIETARY_RESTRICTIONS]),
  avoided: fc.array(avoidedFood, { maxLength: 4 }),
});

function breaks(recipeIds: readonly string[], restriction: DietaryRestriction): boolean {
  const flags = recipeIds.map(flagsOf);
  if (flags.some((f) => FORBIDDEN_FLAGS[restriction].some((x) => f.has(x)))) return true;
  return (
    restriction === 'kosher' &&
    flags.some((f) => f.has('meat')) &&
    flags.some((f) => f.has('dairy'))
  );
}

describe('catalogue compliance over random profiles', () => {
  it('never lets through a recipe that holds an avoided food or breaks a restriction', () => {
    let passed = 0;
    const wrong: string[] = [];
    fc.assert(
      fc.property(profile, ({ restrictions, avoided }) => {
        const options = { restrictions, avoidedFoods: avoided.map((a) => a.text) };
        for (const recipe of RECIPES) {
          if (!checkCompliance(recipe, options).ok) continue;
          passed++;
          const recipeIds = recipe.ingredients.map((i) => i.ingredientId);
          for (const r of restrictions) if (breaks(recipeIds, r)) wrong.push(`${recipe.id}: ${r}`);
          for (const a of avoided) {
            const held = recipeIds.filter(
              (id) =>
                (a.ingredientId !== undefined && holds(id).has(a.ingredientId)) ||
                (a.flag !== undefined && flagsOf(id).has(a.flag)),
            );
            if (held.length > 0) wrong.push(`${recipe.id}: ${held.join(', ')} / ${a.text}`);
          }
        }
        return wrong.length === 0;
      }),
      { numRuns: 2000, seed: 11 },
    );
    expect(wrong).toEqual([]);
    // The property must not hold vacuously: plenty of recipes pass.
    expect(passed).toBeGreaterThan(50_000);
  }, 60_000);

  it('agrees with the oracle on what each ingredient holds and carries', () => {
    for (const ingredient of INGREDIENTS) {
      expect(new Set(ingredient.flags), ingredient.id).toEqual(flagsOf(ingredient.id));
    }
  });
});
