import type { PantryCheck } from '../buying/pantry';
import { mentionedIngredients, shareAHeadWord } from '../catalogue/recipe-text';
import { checkCompliance } from '../compliance';
import { resolveRecipeIngredient } from '../compliance/resolve-ingredients';
import type { ComplianceViolation } from '../compliance/types';
import {
  type FridgeFood,
  type FridgeItemFacts,
  type FridgeUseOfLines,
  fridgeUseOfLines,
  USE_FIRST_DAYS,
} from '../fridge';
import type { HouseholdRules } from '../household';

// Decision 024: a recipe a model wrote is shown only when it passes the same check as the
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

export type FridgeUseProblem = 'ignores-fridge' | 'skips-use-first' | 'too-many-missing';

export type FridgeUseVerdict<T extends FridgeItemFacts> =
  | { ok: true; use: FridgeUseOfLines<T> }
  | { ok: false; problem: 'ignores-fridge' }
  | { ok: false; problem: 'skips-use-first'; items: T[] }
  | { ok: false; problem: 'too-many-missing'; missingLines: string[] };

/**
 * Fridge mode holds a model's recipe to the catalogue's rule (suggestions/fridge-ranking.ts): it
 * uses the fridge, starting with what expires first (at least one of the items due soonest, when
 * some are due within USE_FIRST_DAYS), and lacks at most MAX_MISSING_FOODS foods besides the
 * cupboard's staples. `lines` are the recipe's ingredient lines; `fridge` the usable items,
 * soonest-expiring first.
 */
export function judgeFridgeUse<T extends FridgeItemFacts>(
  lines: readonly string[],
  fridge: readonly FridgeFood<T>[],
  isInPantry?: PantryCheck,
): FridgeUseVerdict<T> {
  const use = fridgeUseOfLines(lines, fridge, isInPantry);
  if (!use) return { ok: false, problem: 'ignores-fridge' };
  const soonest = fridge[0]?.daysLeft;
  if (soonest !== undefined && soonest !== null && soonest <= USE_FIRST_DAYS) {
    const dueFirst = fridge.filter((food) => food.daysLeft === soonest);
    if (!dueFirst.some((food) => use.coverage.used.includes(food))) {
      return { ok: false, problem: 'skips-use-first', items: dueFirst.map((food) => food.item) };
    }
  }
  if (!use.coverage.fits) {
    return { ok: false, problem: 'too-many-missing', missingLines: use.missingLines };
  }
  return { ok: true, use };
}
