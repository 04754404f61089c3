import type { Favorite } from '@mijote/contracts';
import { matchesSearch } from '@/lib/search';

/** The favourites whose title, description or one of whose ingredients matches the search. */
export function searchFavorites(favorites: readonly Favorite[], query: string): Favorite[] {
  return favorites.filter(({ recipe }) =>
    matchesSearch(query, [recipe.title, recipe.description, ...recipe.ingredients]),
  );
}
