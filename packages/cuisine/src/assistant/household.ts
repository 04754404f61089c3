import { RECIPES, type Recipe } from '../catalogue';
import { checkCompliance } from '../compliance';
import { type HouseholdRules, rulesKey } from '../household';
import type { DietaryRestriction } from '../vocabulary';

// Portions live with the servings stepper's code, which the web's bundle takes.
export { householdServings } from '../servings/household-servings';

// Every answer starts from « the catalogue recipes this household may eat ». A household asks
// several questions in a row, so the filtered list is kept for the last few rule sets.
const compliantCache = new Map<string, readonly Recipe[]>();
const CACHE_LIMIT = 64;

/** Catalogue recipes that pass `checkCompliance` for these rules, in catalogue order. */
export function compliantRecipes(rules: HouseholdRules): readonly Recipe[] {
  const key = rulesKey(rules);
  const cached = compliantCache.get(key);
  if (cached) return cached;
  const recipes = RECIPES.filter((recipe) => checkCompliance(recipe, rules).ok);
  if (compliantCache.size >= CACHE_LIMIT) {
    const oldest = compliantCache.keys().next().value;
    if (oldest !== undefined) compliantCache.delete(oldest);
  }
  compliantCache.set(key, recipes);
  return recipes;
}

/** Forgets the cached filters (benchmarks measure a household's first question with it). */
export function clearCompliantRecipesCache(): void {
  compliantCache.clear();
}

/**
 * Why a recipe (or a list of foods) breaks the rules, in French without the final period:
 * « « Lardons » contient du porc ». Undefined when it complies.
 */
export function whyNotAllowed(
  recipe: Parameters<typeof checkCompliance>[0],
  rules: HouseholdRules,
): string | undefined {
  const report = checkCompliance(recipe, rules);
  if (report.ok) return undefined;
  const reason = report.violations[0]?.reason ?? 'un ingrédient que je ne sais pas vérifier';
  return reason.replace(/\.$/, '');
}

const RESTRICTION_LABELS: Readonly<Record<DietaryRestriction, string>> = {
  none: 'aucune restriction',
  vegetarian: 'végétarien',
  vegan: 'végétalien',
  glutenFree: 'sans gluten',
  dairyFree: 'sans lactose',
  nutFree: 'sans fruits à coque',
  halal: 'halal',
  kosher: 'casher',
};

export function restrictionLabel(restriction: DietaryRestriction): string {
  return RESTRICTION_LABELS[restriction];
}

/** « végétarien, sans gluten ; sans champignons » or '' when there is no rule. */
export function describeRules(rules: HouseholdRules): string {
  const restrictions = rules.restrictions.filter((r) => r !== 'none').map(restrictionLabel);
  const avoided = rules.avoidedFoods.map((food) => `sans ${food.trim()}`);
  return [...restrictions, ...avoided].join(', ');
}
