import { type Recipe, recipeImageUrl } from '@mijote/contracts';

/** A number in [0, 1) drawn from `text`, always the same for the same text. */
function steadyFraction(text: string): number {
  // FNV-1a, then MurmurHash3's final mix, so ids that differ by one letter land far apart.
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 2 ** 32;
}

/**
 * The recipe's own picture, or one of its type's pictures (decision 022) chosen from its id, so a
 * recipe saved without one keeps the same picture from one visit to the next.
 */
export function recipePictureOf(recipe: Pick<Recipe, 'id' | 'type' | 'imageUrl'>): string {
  return recipe.imageUrl ?? recipeImageUrl(recipe.type, () => steadyFraction(recipe.id));
}
