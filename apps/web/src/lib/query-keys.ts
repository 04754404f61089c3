// The TanStack Query keys that more than one feature touches. A screen that changes what the
// home counts (a meal, a shopping item, a favourite, a fridge item) invalidates
// `dashboardQueryKey` after its mutation, so the home never shows a stale number; features never
// import each other for this.

/** GET /api/dashboard/stats and /api/dashboard/upcoming live under this key. */
export const dashboardQueryKey = ['dashboard'] as const;

/** Every planned-meals list (the week pages, the upcoming list). */
export const planningQueryKey = ['planning'] as const;

/** The caller's favourites: the Favoris screen and the suggestion's favourite toggle. */
export const favoritesQueryKey = ['favorites'] as const;

/** The household's own recipes (« Mes recettes » in Favoris). */
export const ownRecipesQueryKey = ['own-recipes'] as const;

/** The household's shopping list: the list screen, and whatever adds a recipe's lines to it. */
export const shoppingQueryKey = ['shopping'] as const;

/** Every query of the fridge (the list and the name hints). */
export const fridgeQueryKey = ['fridge'] as const;

/** « Mon foyer »: the members and the pending invitations. */
export const householdMembersQueryKey = ['household'] as const;

/**
 * What a household shares, and so what a member's change may have made stale (live
 * updates): everything here is fetched again after the live stream reconnects.
 */
export const householdQueryKeys = [
  planningQueryKey,
  shoppingQueryKey,
  fridgeQueryKey,
  dashboardQueryKey,
  householdMembersQueryKey,
  ownRecipesQueryKey,
] as const;
