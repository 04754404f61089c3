import { getIngredient, matchIngredient } from '../ingredients/lookup';
import type { Ingredient } from '../ingredients/types';
import type { RecipeIngredientInput } from './types';

export type ResolvedRecipeIngredient = {
  /** The name as the recipe writes it (canonical name for structured ingredients). */
  label: string;
  /** Undefined when the knowledge base does not know the ingredient. */
  ingredient?: Ingredient;
  labelIsIngredientName: boolean;
};

/** Reads a free-text line: the parser's name and knowledge-base link. */
export type LineReader = (line: string) => { name: string; ingredientId?: string };

// Until the line parser is wired in, a free-text line is looked up whole: the knowledge base finds
// the longest known name inside it ('200 g de lardons fumés' -> lardon).
const readWholeLine: LineReader = (line) => {
  const match = matchIngredient(line);
  return { name: line.trim(), ingredientId: match?.ingredient.id };
};

const readLine: LineReader = readWholeLine;

export function resolveRecipeIngredient(input: RecipeIngredientInput): ResolvedRecipeIngredient {
  if (typeof input !== 'string') {
    const ingredient = getIngredient(input.ingredientId);
    return ingredient
      ? { label: ingredient.name, ingredient, labelIsIngredientName: true }
      : { label: input.ingredientId, labelIsIngredientName: false };
  }
  const parsed = readLine(input);
  const label = parsed.name.trim() === '' ? input.trim() : parsed.name.trim();
  const ingredient = parsed.ingredientId ? getIngredient(parsed.ingredientId) : undefined;
  if (!ingredient) return { label, labelIsIngredientName: false };
  const exact = matchIngredient(label);
  return {
    label,
    ingredient,
    labelIsIngredientName: exact?.exact === true && exact.ingredient.id === ingredient.id,
  };
}
