import type { Difficulty, MealType } from '../vocabulary';

// Apart from household-recipe.ts, which reads and checks them: the assistant's context names this
// type without importing the reviewer (whose substitutions come from the assistant).

/** What is saved of a household's recipe (the own_recipes row, or its snapshot). */
export type HouseholdRecipeFacts = {
  /** The id favourites and planned meals know it by (`maison_<row id>`). */
  id: string;
  title: string;
  description: string;
  servings: number;
  /** Minutes; null when the household did not say. */
  preparationTime: number | null;
  cookingTime: number | null;
  type: MealType;
  difficulty: Difficulty;
  ingredients: readonly string[];
  instructions: readonly string[];
  keptDespiteRules: boolean;
};
