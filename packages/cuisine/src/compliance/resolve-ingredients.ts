import {
  findIngredientsIn,
  getIngredient,
  ingredientComposition,
  matchIngredient,
} from '../ingredients/lookup';
import type { Ingredient } from '../ingredients/types';
import { parseIngredientLine } from '../parser/parse-ingredient-line';
import type { RecipeIngredientInput } from './types';

export type ResolvedRecipeIngredient = {
  /** The name as the recipe writes it (canonical name for structured ingredients). */
  label: string;
  /** Knowledge-base ingredients the entry names; empty when none is known (unresolved). */
  ingredients: Ingredient[];
  /** True when the label is exactly the name of its single ingredient. */
  labelIsIngredientName: boolean;
};

export function resolveRecipeIngredient(input: RecipeIngredientInput): ResolvedRecipeIngredient {
  if (typeof input !== 'string') {
    const ingredient = getIngredient(input.ingredientId);
    return ingredient
      ? { label: ingredient.name, ingredients: [ingredient], labelIsIngredientName: true }
      : { label: input.ingredientId, ingredients: [], labelIsIngredientName: false };
  }
  // The line parser strips quantity, unit and remarks ('2 dl de crème (entière)' -> 'crème')
  // and links the name to the knowledge base.
  const parsed = parseIngredientLine(input);
  const label = parsed.name.trim() === '' ? input.trim() : parsed.name.trim();
  const linked = parsed.ingredientId ? getIngredient(parsed.ingredientId) : undefined;
  const whole = matchIngredient(label);
  if (linked && whole?.exact && whole.ingredient.id === linked.id) {
    return { label, ingredients: [linked], labelIsIngredientName: true };
  }
  // The name is not exactly one known food ('pommes de terre à la crème', 'sel, poivre'): every
  // food named inside counts, so a second one cannot slip past the rules. A food the linked one
  // already is or holds adds nothing ('1 boîte de thon': thon en boîte, not thon again).
  const inside = findIngredientsIn(withoutRipeness(label));
  const ingredients = linked
    ? [linked, ...inside.filter((i) => !ingredientComposition(linked.id)?.byId.has(i.id))]
    : inside;
  return { label, ingredients, labelIsIngredientName: false };
}

// « Tomates bien mûres » are ripe, not blackberries: « mûr » after a word is an adjective.
const RIPENESS =
  /(?<=\p{L} )(?<!(?:^|\s)(?:de|des|aux|et|ou|les|la) )(bien |très |trop |assez |juste )?mûr(e|s|es)?(?!\p{L})/giu;

function withoutRipeness(label: string): string {
  return label.replace(RIPENESS, ' ');
}
