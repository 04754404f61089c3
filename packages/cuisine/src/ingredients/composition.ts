import { DIETARY_FLAGS, type DietaryFlag, type Ingredient } from './types';

// What each ingredient is and holds, computed once for the whole base (decision 027):
// an avoided food rejects every ingredient that is it, is a kind of it or contains it, however
// deep ('bolognaise' -> 'sauce tomate' -> 'tomate'). Flags are derived from the same graph, so
// a restriction and an avoided food can never disagree about what a food holds.

/** 'certain': it is or contains the food; 'possible': it often or may contain it. */
export type Certainty = 'certain' | 'possible';

/** One food an ingredient is or holds. */
export type CompositionEntry = {
  id: string;
  certainty: Certainty;
  /** True for the ingredient itself and what it is a kind of; false for its contents. */
  isKind: boolean;
};

export type Composition = {
  /** The ingredient, its kinds (nearest first), then its contents, depth first, in list order. */
  entries: readonly CompositionEntry[];
  byId: ReadonlyMap<string, CompositionEntry>;
  /** Every flag it carries, with how sure the base is of it. */
  flags: ReadonlyMap<DietaryFlag, Certainty>;
};

/** The food a flag comes from in an ingredient ('pâtes' -> blé for 'gluten'). */
export type FlagSource = { id: string; certainty: Certainty };

export type CompositionIndex = {
  of(id: string): Composition | undefined;
  flagSource(id: string, flag: DietaryFlag): FlagSource | undefined;
};

/** The certainty of a chain: possible as soon as one link is. */
export const weakerCertainty = (a: Certainty, b: Certainty): Certainty =>
  a === 'possible' || b === 'possible' ? 'possible' : 'certain';
const weaker = weakerCertainty;

/**
 * Builds the index from the base as the data files define it: there, `flags` holds only the
 * flags an ingredient carries by itself (the returned compositions hold them all).
 */
export function buildCompositionIndex(ingredients: readonly Ingredient[]): CompositionIndex {
  const byId = new Map(ingredients.map((i) => [i.id, i]));
  const kindsCache = new Map<string, string[]>();
  const contentsCache = new Map<string, { sure: string[]; maybe: string[] }>();
  const compositions = new Map<string, Composition>();
  const visiting = new Set<string>();

  /** The ingredient and its ancestors, nearest first. */
  const kindsOf = (id: string): string[] => {
    const cached = kindsCache.get(id);
    if (cached) return cached;
    const kinds = [id];
    for (let i = 0; i < kinds.length; i++) {
      for (const parent of byId.get(kinds[i]!)?.parents ?? []) {
        if (!kinds.includes(parent) && byId.has(parent)) kinds.push(parent);
      }
    }
    kindsCache.set(id, kinds);
    return kinds;
  };

  /** Its own contents plus those its parents pass on, minus what it lacks. */
  const contentsOf = (id: string): { sure: string[]; maybe: string[] } => {
    const cached = contentsCache.get(id);
    if (cached) return cached;
    const ingredient = byId.get(id);
    const sure = new Set(ingredient?.contains ?? []);
    const maybe = new Set(ingredient?.mayContain ?? []);
    for (const parentId of ingredient?.parents ?? []) {
      const parent = byId.get(parentId);
      if (!parent || parent.isMix) continue;
      const inherited = contentsOf(parentId);
      for (const c of inherited.sure) sure.add(c);
      for (const c of inherited.maybe) maybe.add(c);
    }
    const lacks = new Set(ingredient?.lacks ?? []);
    const result = {
      sure: [...sure].filter((c) => !lacks.has(c) && byId.has(c)),
      maybe: [...maybe].filter((c) => !lacks.has(c) && !sure.has(c) && byId.has(c)),
    };
    contentsCache.set(id, result);
    return result;
  };

  const compose = (id: string): Composition => {
    const cached = compositions.get(id);
    if (cached) return cached;
    if (visiting.has(id)) {
      throw new Error(`Base d’ingrédients invalide : « ${id} » se contient lui-même.`);
    }
    visiting.add(id);
    const entries = new Map<string, CompositionEntry>();
    const add = (entry: CompositionEntry) => {
      const existing = entries.get(entry.id);
      if (!existing) entries.set(entry.id, entry);
      else if (existing.certainty === 'possible' && entry.certainty === 'certain') {
        entries.set(entry.id, { ...existing, certainty: 'certain' });
      }
    };
    const flags = new Map<DietaryFlag, Certainty>();
    const addFlag = (flag: DietaryFlag, certainty: Certainty) => {
      if (flags.get(flag) !== 'certain') flags.set(flag, certainty);
    };

    for (const kind of kindsOf(id)) {
      add({ id: kind, certainty: 'certain', isKind: true });
      for (const flag of byId.get(kind)?.flags ?? []) addFlag(flag, 'certain');
    }
    const { sure, maybe } = contentsOf(id);
    const holds = (contentIds: readonly string[], certainty: Certainty) => {
      for (const contentId of contentIds) {
        const content = compose(contentId);
        for (const e of content.entries) {
          add({ id: e.id, certainty: weaker(certainty, e.certainty), isKind: false });
        }
        for (const [flag, c] of content.flags) addFlag(flag, weaker(certainty, c));
      }
    };
    holds(sure, 'certain');
    holds(maybe, 'possible');
    for (const flag of byId.get(id)?.freeOf ?? []) flags.delete(flag);

    const ordered = new Map(
      [...DIETARY_FLAGS].filter((f) => flags.has(f)).map((f) => [f, flags.get(f)!] as const),
    );
    const composition: Composition = {
      entries: [...entries.values()],
      byId: entries,
      flags: ordered,
    };
    visiting.delete(id);
    compositions.set(id, composition);
    return composition;
  };

  for (const ingredient of ingredients) compose(ingredient.id);

  const flagSource = (id: string, flag: DietaryFlag): FlagSource | undefined => {
    const composition = compositions.get(id);
    const certainty = composition?.flags.get(flag);
    if (!certainty) return undefined;
    // The nearest kind that carries the flag itself ('lardon' -> porc)…
    const kind = kindsOf(id).find((k) => byId.get(k)?.flags.includes(flag));
    if (kind) return { id: kind, certainty: 'certain' };
    // …else the first content that carries it, surely held ones first ('pâtes' -> blé).
    const { sure, maybe } = contentsOf(id);
    const candidates = [
      ...sure.map((c) => ({ c, held: 'certain' as Certainty })),
      ...maybe.map((c) => ({ c, held: 'possible' as Certainty })),
    ];
    for (const { c, held } of candidates) {
      const inner = compositions.get(c)?.flags.get(flag);
      if (inner && weaker(held, inner) === certainty) {
        const source = flagSource(c, flag);
        return source && { id: source.id, certainty };
      }
    }
    return undefined;
  };

  return { of: (id) => compositions.get(id), flagSource };
}
