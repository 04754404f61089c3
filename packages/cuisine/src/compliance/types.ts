import type { DietaryRestriction } from '../vocabulary';

/** A recipe ingredient already linked to the knowledge base (catalogue recipes). */
export type StructuredRecipeIngredient = {
  ingredientId: string;
  quantity?: number;
  unit?: string;
  note?: string;
};

/** Either a structured ingredient or a free-text line ('200 g de lardons fumés'). */
export type RecipeIngredientInput = StructuredRecipeIngredient | string;

export type RecipeForCompliance = { ingredients: ReadonlyArray<RecipeIngredientInput> };

export type ComplianceOptions = {
  restrictions: readonly DietaryRestriction[];
  /** Free text from the user's profile ('champignons', 'coriandre', 'gluten'…). */
  avoidedFoods: readonly string[];
};

export type ComplianceViolation = {
  /** The ingredient as the recipe names it (canonical name for structured ingredients). */
  ingredient: string;
  /** Knowledge-base id; '' for an avoided food matched by the words of the name alone. */
  ingredientId: string;
  rule: DietaryRestriction | 'avoidedFood';
  /** The user's text that matched, for rule 'avoidedFood'. */
  avoidedFood?: string;
  /** Short French explanation, shown to the user. */
  reason: string;
};

export type ComplianceReport = {
  /** True only with no violation and no unresolved ingredient. */
  ok: boolean;
  violations: ComplianceViolation[];
  /** Ingredients the knowledge base does not know: never passed silently. */
  unresolved: string[];
};
