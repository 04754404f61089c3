// The household's own recipes' public face: what the data export reads of them, and what the
// planning, the suggestions and the chat offer of them beside the catalogue.
export { findOwnRecipe, listOwnRecipes, type OwnRecipeRow } from './own-recipes-repo';
export { householdRecipeFacts, ownRecipeSnapshot, toOwnRecipe } from './own-recipes-service';
