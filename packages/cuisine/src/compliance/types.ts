import type { Certainty } from '../ingredients/composition';
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
  /**
   * The rule in one French line the UI can show beside the ingredient: « contient du blé
   * (gluten) », « peut contenir de l’orge (gluten) », « contient de la présure animale ».
   */
  explanation: string;
  /** 'certain' when the food is or holds what the rule forbids; 'possible' when it may. */
  certainty: Certainty;
  /** Short French sentence, shown to the user: « « Pâtes » contient du blé (gluten). » */
  reason: string;
  /**
   * A knowledge-base food that keeps the recipe's role and passes every rule of the check
   * (parmesan -> fromage à pâte dure végétarien for a vegetarian), for structured ingredients.
   */
  alternative?: { ingredientId: string; name: string };
};

export type ComplianceReport = {
  /** True only with no violation and no unresolved ingredient. */
  ok: boolean;
  violations: ComplianceViolation[];
  /** Ingredients the knowledge base does not know: never passed silently. */
  unresolved: string[];
};
