// `@mijote/cuisine/illustration`: what a recipe's picture shows (decision 032), read from the
// recipe's own lines with a word table built from the knowledge base (food-words.json, a few
// kilobytes), so the browser draws any recipe's picture without the knowledge base.
export type { Vessel } from './dish-vessel';
export type { PictureFood } from './picture-foods';
export {
  type IllustratedRecipe,
  type RecipeIllustration,
  recipeIllustration,
} from './recipe-illustration';
