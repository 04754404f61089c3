import type { Ingredient } from '../ingredients/types';
import { capitalize } from '../text/normalize';
import { DIETARY_RESTRICTIONS, type DietaryRestriction } from '../vocabulary';
import { buildAvoidedFoodMatchers, findAvoidedFood } from './avoided-foods';
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

function flagViolations(
  items: readonly ResolvedRecipeIngredient[],
  restriction: DietaryRestriction,
): ComplianceViolation[] {
  const forbidden = FORBIDDEN_FLAGS[restriction];
  return items.flatMap(({ label, ingredient }) => {
    const flag = ingredient && forbidden.find((f) => ingredient.flags.includes(f));
    if (!ingredient || !flag) return [];
    return [
      {
        ingredient: label,
        ingredientId: ingredient.id,
        rule: restriction,
        reason: `${quoted(label)} contient ${FLAG_CONTENT[flag]}.`,
      },
    ];
  });
}

/** Kashrut forbids meat (poultry included) and dairy in the same dish: both sides are reported. */
function kosherMixViolations(
  items: readonly ResolvedRecipeIngredient[],
  already: readonly ComplianceViolation[],
): ComplianceViolation[] {
  const known = items.filter(
    (item): item is ResolvedRecipeIngredient & { ingredient: Ingredient } =>
      item.ingredient !== undefined,
  );
  const meats = known.filter((i) => i.ingredient.flags.includes('meat'));
  const dairies = known.filter((i) => i.ingredient.flags.includes('dairy'));
  if (meats.length === 0 || dairies.length === 0) return [];
  const reported = new Set(already.map((v) => v.ingredientId));
  const violations: ComplianceViolation[] = [];
  const add = (item: (typeof known)[number], reason: string) => {
    if (reported.has(item.ingredient.id)) return;
    reported.add(item.ingredient.id);
    violations.push({
      ingredient: item.label,
      ingredientId: item.ingredient.id,
      rule: 'kosher',
      reason,
    });
  };
  for (const item of known) {
    const isMeat = item.ingredient.flags.includes('meat');
    const isDairy = item.ingredient.flags.includes('dairy');
    if (isMeat && isDairy) {
      add(
        item,
        `${quoted(item.label)} associe viande et produit laitier, ce que la cacherout interdit.`,
      );
    } else if (isDairy) {
      const meat = meats.find((m) => m.ingredient.id !== item.ingredient.id)!;
      add(
        item,
        `${quoted(item.label)} est un produit laitier servi avec de la viande (${meat.label}) : la cacherout interdit ce mélange.`,
      );
    } else if (isMeat) {
      const dairy = dairies.find((d) => d.ingredient.id !== item.ingredient.id)!;
      add(
        item,
        `${quoted(item.label)} est une viande servie avec un produit laitier (${dairy.label}) : la cacherout interdit ce mélange.`,
      );
    }
  }
  return violations;
}

function restrictionViolations(
  items: readonly ResolvedRecipeIngredient[],
  restriction: DietaryRestriction,
): ComplianceViolation[] {
  const violations = flagViolations(items, restriction);
  if (restriction === 'kosher') violations.push(...kosherMixViolations(items, violations));
  return violations;
}

function avoidedFoodViolations(
  items: readonly ResolvedRecipeIngredient[],
  avoidedFoods: readonly string[],
): ComplianceViolation[] {
  const matchers = buildAvoidedFoodMatchers(avoidedFoods);
  if (matchers.length === 0) return [];
  return items.flatMap((item) => {
    const hit = findAvoidedFood(item, matchers);
    if (!hit) return [];
    return [
      {
        ingredient: item.label,
        ingredientId: item.ingredient?.id ?? '',
        rule: 'avoidedFood' as const,
        avoidedFood: hit.text,
        reason: `${quoted(item.label)} correspond à un aliment que vous évitez : ${hit.text}.`,
      },
    ];
  });
}

function unresolvedLabels(items: readonly ResolvedRecipeIngredient[]): string[] {
  return items.filter((i) => i.ingredient === undefined).map((i) => i.label);
}

/**
 * Checks a recipe against dietary restrictions and avoided foods. Ingredients may be structured
 * (`{ ingredientId }`) or free-text lines. One violation is reported per ingredient and rule;
 * `ok` is true only with no violation and every ingredient resolved. 'none' adds no constraint.
 */
export function checkCompliance(
  recipe: RecipeForCompliance,
  options: ComplianceOptions,
): ComplianceReport {
  const items = recipe.ingredients.map(resolveRecipeIngredient);
  const restrictions = [...new Set(options.restrictions)].filter((r) => r !== 'none');
  const violations = [
    ...restrictions.flatMap((r) => restrictionViolations(items, r)),
    ...avoidedFoodViolations(items, options.avoidedFoods),
  ];
  const unresolved = unresolvedLabels(items);
  return { ok: violations.length === 0 && unresolved.length === 0, violations, unresolved };
}

/**
 * The restrictions a recipe satisfies, 'none' always included, in vocabulary order. A recipe with
 * an ingredient the base cannot resolve satisfies only 'none': nothing can be promised about it.
 */
export function satisfiedRestrictions(recipe: RecipeForCompliance): DietaryRestriction[] {
  const items = recipe.ingredients.map(resolveRecipeIngredient);
  if (unresolvedLabels(items).length > 0) return ['none'];
  return DIETARY_RESTRICTIONS.filter((r) => restrictionViolations(items, r).length === 0);
}
