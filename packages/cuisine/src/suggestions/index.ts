export { restrictionLabel } from '../assistant/household';
export {
  type FridgeCandidate,
  type FridgeRankingRequest,
  PLANNED_AHEAD_DAYS,
  plannedRecipeIdsAhead,
  rankForFridge,
} from './fridge-ranking';
export {
  type FridgeUseProblem,
  type FridgeUseVerdict,
  type GeneratedRecipeVerdict,
  judgeFridgeUse,
  judgeGeneratedRecipe,
} from './judge-generated-recipe';
export {
  parseRecipeReply,
  type RecipeReply,
  type RecipeReplyProblem,
  type RecipeReplyResult,
} from './parse-recipe-reply';
export {
  type PriorityRecipe,
  type PriorityRecipesRequest,
  priorityRecipes,
} from './priority-recipes';
export { isRecipeAllowed } from './recipe-allowed';
export { inlinePromptText, RECIPE_REPLY_RULES, recipeReplyStructure } from './recipe-reply-format';
export {
  type CatalogueFailure,
  type CatalogueRequest,
  type CatalogueResult,
  type CatalogueSuggestion,
  suggestFromCatalogue,
  VARIETY_WINDOW,
} from './suggest-from-catalogue';
export { preferredIngredients, type ScoreContext } from './taste-score';
