// `@mijote/cuisine/servings`: what the web's servings stepper needs and nothing more (the
// parser and the ingredient names it agrees quantities with, about 25 KB gzipped), so the
// browser bundle does not take the catalogue, the compliance rules or the assistant; and how
// many portions a household's adults and children make.
export { householdServings } from './household-servings';
export { rescaleIngredientLine, rescaleIngredientLines } from './rescale-ingredient-lines';
