import { mentionedIngredients, shareAHeadWord } from '../catalogue/recipe-text';
import { checkCompliance } from '../compliance';
import { resolveRecipeIngredient } from '../compliance/resolve-ingredients';
import type { ComplianceViolation } from '../compliance/types';
import type { HouseholdRules } from './recipe-allowed';

// Decision 11: a recipe a model wrote is shown only when it passes the same check as the
// catalogue's. Its ingredient lines go through the line parser and `checkCompliance`; a line
// naming no known food cannot be vouched for, so the recipe is refused rather than shown. The
// steps are read too: a food they name that no ingredient line covers (« parsemer de lardons »)
// is checked as if it were listed.

export type GeneratedRecipeVerdict =
  | { ok: true }
  | { ok: false; problem: 'unresolved'; lines: string[] }
  | { ok: false; problem: 'violation'; violations: ComplianceViolation[] };

export function judgeGeneratedRecipe(
  recipe: { ingredients: readonly string[]; instructions: readonly string[] },
  rules: HouseholdRules,
): GeneratedRecipeVerdict {
  const options = { restrictions: rules.restrictions, avoidedFoods: rules.avoidedFoods };
  const listed = recipe.ingredients.flatMap((line) => resolveRecipeIngredient(line).ingredients);
  const unlisted = recipe.instructions
    .flatMap(mentionedIngredients)
    .filter((food) => !listed.some((known) => shareAHeadWord(known, food)));
  const report = checkCompliance(
    {
      ingredients: [
        ...recipe.ingredients,
        ...[...new Set(unlisted.map((food) => food.id))].map((ingredientId) => ({ ingredientId })),
      ],
    },
    options,
  );
  if (report.violations.length > 0) {
    return { ok: false, problem: 'violation', violations: report.violations };
  }
  if (report.unresolved.length > 0)
    return { ok: false, problem: 'unresolved', lines: report.unresolved };
  return { ok: true };
}
