import type { IngredientMatch, IngredientResolver } from './types';

// How a parsed name is linked to the knowledge base. The name shown to people stays as written
// ('verre de vin blanc', 'gros oignons'); only the lookup looks through the words around the
// ingredient. Exact matches win over "a known name inside the text" matches, so 'noix de beurre'
// links to beurre (container stripped, exact) rather than to noix (found inside).

// Containers, portions and cuts that French lines put before the ingredient. Most are read as
// units when 'de' follows them; these words still matter for names the unit reading left whole
// ('Pommes de terre, épluchées' → no quantity; 'dos de cabillaud', 'jus de citron vert') and for
// aggregation keys.
export const PORTION_WORDS = [
  'verre',
  'bol',
  'paquet',
  'pot',
  'barquette',
  'bocal',
  'brique',
  'bouteille',
  'canette',
  'cube',
  'tablette',
  'carré',
  'plaque',
  'rouleau',
  'morceau',
  'bout',
  'noix',
  'noisette',
  'poignée',
  'filet',
  'trait',
  'pointe',
  'larme',
  'goutte',
  'zeste',
  'jus',
  'boule',
  'pavé',
  'dos',
  'cuisse',
  'blanc',
  'escalope',
  'tête',
  'bâton',
  'lamelle',
  'rondelle',
  'dose',
  'mesure',
  'louche',
  'part',
  'portion',
  'bouquet',
] as const;

const PORTION_PREFIX = new RegExp(
  String.raw`^(${PORTION_WORDS.map((w) => `${w}s?`).join('|')}|jus|dos|bouts?)\s+(?:de\s+la\s+|de\s+l['’]\s*|du\s+|des\s+|de\s+|d['’]\s*)`,
  'iu',
);
const SIZE_WORDS =
  /^(?:(?:très\s+)?(?:gros|grosses?|petite?s?|grande?s?|moyens?|moyennes?|beaux?|belles?|bonnes?|bons?)\s+)+/iu;

/** The portion word a name starts with ('verres de vin' → 'verre'), for aggregation keys. */
export function portionWordOf(name: string): string | undefined {
  const match = PORTION_PREFIX.exec(name.trim());
  if (!match) return undefined;
  return match[1]!.toLowerCase().replace(/s$/u, '');
}

/** The name without a leading portion word and size adjectives: 'gros filets de saumon' → 'saumon'. */
export function stripPortion(name: string): string {
  let text = name.trim().replace(SIZE_WORDS, '');
  const portion = PORTION_PREFIX.exec(text);
  if (portion) text = text.slice(portion[0].length).replace(SIZE_WORDS, '');
  return text.trim();
}

function tryResolve(resolve: IngredientResolver, text: string): IngredientMatch | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : resolve(trimmed);
}

export type LinkAttempt = {
  /** The name itself, then the name without portion words. */
  names: string[];
  /** When a word unit may belong to the name ('feuilles' + 'brick' → 'feuilles de brick'). */
  fusedWithUnit?: string;
  /** Take the fused name whenever it is known, even for the same ingredient. */
  preferFused?: boolean;
};

export type LinkResult = { id: string; usedFusedName: boolean } | undefined;

/**
 * Finds the knowledge-base id for a name: first an exact match of the name, of the name without
 * portion words, or of the unit fused with the name; then a match found inside those texts.
 */
export function linkIngredient(resolve: IngredientResolver, attempt: LinkAttempt): LinkResult {
  // A unit word that belongs to a distinct ingredient wins: 'feuilles de riz' is rice paper,
  // not rice counted in leaves. When the compound names the same ingredient ('feuilles de
  // laurier' → laurier) the unit is kept.
  const fused =
    attempt.fusedWithUnit === undefined ? undefined : tryResolve(resolve, attempt.fusedWithUnit);
  const candidates = [...new Set([...attempt.names, ...attempt.names.map(stripPortion)])];
  const inexact: IngredientMatch[] = [];
  for (const candidate of candidates) {
    const match = tryResolve(resolve, candidate);
    if (match?.exact) {
      return fused?.exact && (fused.id !== match.id || attempt.preferFused)
        ? { id: fused.id, usedFusedName: true }
        : { id: match.id, usedFusedName: false };
    }
    if (match) inexact.push(match);
  }
  if (fused?.exact) return { id: fused.id, usedFusedName: true };
  // The most specific candidate (portion words removed) is tried last above; prefer its match.
  const best = inexact[inexact.length - 1];
  return best ? { id: best.id, usedFusedName: false } : undefined;
}
