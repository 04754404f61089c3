// The household's own recipes' public face: what the data export reads of them.
export { listOwnRecipes } from './own-recipes-repo';
export { toOwnRecipe } from './own-recipes-service';
