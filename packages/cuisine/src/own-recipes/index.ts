// A household's own recipes: reading them from a pasted text or a web page, and checking them.
// Its own entry point (`@mijote/cuisine/own-recipes`): the page reader brings an HTML parser the
// other users of the package have no use for.
export {
  type HouseholdRecipeFacts,
  householdRecipeAsCatalogue,
  householdRecipeLines,
  householdRecipeOf,
  isHouseholdRecipeOffered,
  offeredHouseholdRecipes,
} from './household-recipe';
export { readRecipePage } from './read-recipe-page';
export { readRecipeText } from './read-recipe-text';
export type { RecipeDraft } from './recipe-draft';
export {
  adaptRecipeLines,
  type RecipeFlag,
  type RecipeReview,
  reviewRecipe,
} from './review-recipe';
