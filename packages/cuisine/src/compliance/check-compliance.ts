import type { Ingredient } from '../ingredients/types';
import { capitalize } from '../text/normalize';
import { DIETARY_RESTRICTIONS, type DietaryRestriction } from '../vocabulary';
import { buildAvoidedFoodMatchers, isAvoidedByWords, isAvoidedIngredient } from './avoided-foods';
import { type ResolvedRecipeIngredient, resolveRecipeIngredient } from './resolve-ingredients';
import { FLAG_CONTENT, FORBIDDEN_FLAGS } from './rules';
import type {
  ComplianceOptions,
  ComplianceReport,
  ComplianceViolation,
  RecipeForCompliance,
} from './types';

// Spec decision 11: restrictions are not only asked of the model; every recipe shown is checked
// here first. Unknown ingredients make the report fail (`ok: false`) rather than pass silently.

const quoted = (label: string) => `« ${capitalize(label)} »`;

/** One known food of a recipe, with the name the recipe gives it. */
type RecipeFood = { label: string; ingredient: Ingredient };

function foodsOf(lines: readonly ResolvedRecipeIngredient[]): RecipeFood[] {
  return lines.flatMap((line) =>
    line.ingredients.map((ingredient) => ({ label: line.label, ingredient })),
  );
}

function violation(
  food: RecipeFood,
  rule: DietaryRestriction,
  reason: string,
): ComplianceViolation {
  return { ingredient: food.label, ingredientId: food.ingredient.id, rule, reason };
}

function flagViolations(
  foods: readonly RecipeFood[],
  restriction: DietaryRestriction,
): ComplianceViolation[] {
  const forbidden = FORBIDDEN_FLAGS[restriction];
  return foods.flatMap((food) => {
    const flag = forbidden.find((f) => food.ingredient.flags.includes(f));
    return flag
      ? [violation(food, restriction, `${quoted(food.label)} contient ${FLAG_CONTENT[flag]}.`)]
      : [];
  });
}

/** Kashrut forbids meat (poultry included) and dairy in the same dish: both sides are reported. */
function kosherMixViolations(foods: readonly RecipeFood[]): ComplianceViolation[] {
  const isMeat = (f: RecipeFood) => f.ingredient.flags.includes('meat');
  const isDairy = (f: RecipeFood) => f.ingredient.flags.includes('dairy');
  const meat = foods.find((f) => isMeat(f) && !isDairy(f)) ?? foods.find(isMeat);
  const dairy = foods.find((f) => isDairy(f) && !isMeat(f)) ?? foods.find(isDairy);
  if (!meat || !dairy) return [];
  const mix = 'la cacherout interdit ce mélange.';
  return foods.flatMap((food) => {
    const label = quoted(food.label);
    if (isMeat(food) && isDairy(food)) {
      return [
        violation(
          food,
          'kosher',
          `${label} associe viande et produit laitier, ce que la cacherout interdit.`,
        ),
      ];
    }
    if (isDairy(food)) {
      return [
        violation(
          food,
          'kosher',
          `${label} est un produit laitier servi avec de la viande (${meat.label}) : ${mix}`,
        ),
      ];
    }
    if (isMeat(food)) {
      return [
        violation(
          food,
          'kosher',
          `${label} est une viande servie avec un produit laitier (${dairy.label}) : ${mix}`,
        ),
      ];
    }
    return [];
  });
}

function restrictionViolations(
  foods: readonly RecipeFood[],
  restriction: DietaryRestriction,
): ComplianceViolation[] {
  const violations = flagViolations(foods, restriction);
  return restriction === 'kosher' ? [...violations, ...kosherMixViolations(foods)] : violations;
}

function avoidedFoodViolations(
  lines: readonly ResolvedRecipeIngredient[],
  avoidedFoods: readonly string[],
): ComplianceViolation[] {
  const matchers = buildAvoidedFoodMatchers(avoidedFoods);
  if (matchers.length === 0) return [];
  return lines.flatMap((line) => {
    const reason = (food: string) =>
      `${quoted(line.label)} correspond à un aliment que vous évitez : ${food}.`;
    const byIdentity = line.ingredients.flatMap((ingredient) => {
      const hit = matchers.find((m) => isAvoidedIngredient(ingredient, m));
      return hit ? [{ ingredientId: ingredient.id, hit }] : [];
    });
    const byWords =
      byIdentity.length === 0 ? matchers.find((m) => isAvoidedByWords(line, m)) : undefined;
    // A words-only match names no knowledge-base ingredient, hence the empty id.
    const hits = byWords ? [{ ingredientId: '', hit: byWords }] : byIdentity;
    return hits.map(({ ingredientId, hit }) => ({
      ingredient: line.label,
      ingredientId,
      rule: 'avoidedFood' as const,
      avoidedFood: hit.text,
      reason: reason(hit.text),
    }));
  });
}

/** Keeps the first violation of each ingredient, rule and name (a line may name a food twice). */
function dedupe(violations: readonly ComplianceViolation[]): ComplianceViolation[] {
  const seen = new Set<string>();
  return violations.filter((v) => {
    const key = `${v.rule}\u0000${v.ingredientId}\u0000${v.ingredient}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Checks a recipe against dietary restrictions and avoided foods. Ingredients may be structured
 * (`{ ingredientId }`) or free-text lines; a line naming several foods ('sel, poivre') is checked
 * for each. One violation is reported per ingredient and rule; `ok` is true only with no
 * violation and every ingredient resolved. 'none' adds no constraint.
 */
export function checkCompliance(
  recipe: RecipeForCompliance,
  options: ComplianceOptions,
): ComplianceReport {
  const lines = recipe.ingredients.map(resolveRecipeIngredient);
  const foods = foodsOf(lines);
  const restrictions = [...new Set(options.restrictions)].filter((r) => r !== 'none');
  const violations = dedupe([
    ...restrictions.flatMap((r) => restrictionViolations(foods, r)),
    ...avoidedFoodViolations(lines, options.avoidedFoods),
  ]);
  const unresolved = lines.filter((l) => l.ingredients.length === 0).map((l) => l.label);
  return { ok: violations.length === 0 && unresolved.length === 0, violations, unresolved };
}

/**
 * The restrictions a recipe satisfies, 'none' always included, in vocabulary order. A recipe with
 * an ingredient the base cannot resolve satisfies only 'none': nothing can be promised about it.
 */
export function satisfiedRestrictions(recipe: RecipeForCompliance): DietaryRestriction[] {
  const lines = recipe.ingredients.map(resolveRecipeIngredient);
  if (lines.some((l) => l.ingredients.length === 0)) return ['none'];
  const foods = foodsOf(lines);
  return DIETARY_RESTRICTIONS.filter((r) => restrictionViolations(foods, r).length === 0);
}
