export { adaptRecipe, type Substitution } from './adapt-recipe';
export { checkCompliance, satisfiedRestrictions } from './check-compliance';
export type {
  ComplianceOptions,
  ComplianceReport,
  ComplianceViolation,
  RecipeForCompliance,
  RecipeIngredientInput,
  StructuredRecipeIngredient,
} from './types';
