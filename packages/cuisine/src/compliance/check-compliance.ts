import type { Certainty } from '../ingredients/composition';
import { getIngredient, ingredientComposition } from '../ingredients/lookup';
import type { DietaryFlag, Ingredient } from '../ingredients/types';
import { DIETARY_RESTRICTIONS, type DietaryRestriction } from '../vocabulary';
import { ALTERNATIVES } from './alternatives';
import {
  type AvoidedFoodMatcher,
  buildAvoidedFoodMatchers,
  findAvoidedFood,
  isAvoidedByWords,
} from './avoided-foods';
import { explainFlag, quoted } from './explanations';
import { kosherMixViolations } from './kosher-mix';
import { type ResolvedRecipeIngredient, resolveRecipeIngredient } from './resolve-ingredients';
import { FORBIDDEN_FLAGS } from './rules';
import type {
  ComplianceOptions,
  ComplianceReport,
  ComplianceViolation,
  RecipeForCompliance,
} from './types';

// Spec decision 024: restrictions are not only asked of the model; every recipe shown is checked
// here first. Unknown ingredients make the report fail (`ok: false`) rather than pass silently.
// What a food is and holds comes from the knowledge base's composition graph (decision 027), so a
// restriction and an avoided food judge the same food the same way.

/** One known food of a recipe, with the name the recipe gives it. */
export type RecipeFood = { label: string; ingredient: Ingredient };

function foodsOf(lines: readonly ResolvedRecipeIngredient[]): RecipeFood[] {
  return lines.flatMap((line) =>
    line.ingredients.map((ingredient) => ({ label: line.label, ingredient })),
  );
}

type ForbiddenFlag = { flag: DietaryFlag; certainty: Certainty } | undefined;

// Judged once per food and restriction: recipes share most of their foods.
const forbiddenFlags = new Map<string, Map<DietaryRestriction, ForbiddenFlag>>();

/** The forbidden flag that names the reason: surely held flags first, in the rule's order. */
function forbiddenFlagOf(ingredient: Ingredient, restriction: DietaryRestriction): ForbiddenFlag {
  let judged = forbiddenFlags.get(ingredient.id);
  if (!judged) {
    judged = new Map();
    forbiddenFlags.set(ingredient.id, judged);
  } else if (judged.has(restriction)) {
    return judged.get(restriction);
  }
  const flags = ingredientComposition(ingredient.id)?.flags;
  let found: ForbiddenFlag;
  let possible: DietaryFlag | undefined;
  for (const flag of flags ? FORBIDDEN_FLAGS[restriction] : []) {
    const certainty = flags?.get(flag);
    if (certainty === 'certain') {
      found = { flag, certainty };
      break;
    }
    if (certainty) possible ??= flag;
  }
  found ??= possible ? { flag: possible, certainty: 'possible' } : undefined;
  judged.set(restriction, found);
  return found;
}

function flagViolations(
  foods: readonly RecipeFood[],
  restriction: DietaryRestriction,
): ComplianceViolation[] {
  return foods.flatMap((food) => {
    const forbidden = forbiddenFlagOf(food.ingredient, restriction);
    if (!forbidden) return [];
    const explanation = explainFlag(food.ingredient.id, forbidden.flag);
    const text = explanation?.text ?? 'ne respecte pas ce régime';
    return [
      {
        ingredient: food.label,
        ingredientId: food.ingredient.id,
        rule: restriction,
        explanation: text,
        certainty: forbidden.certainty,
        reason: `${quoted(food.label)} ${text}.`,
      },
    ];
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
  matchers: readonly AvoidedFoodMatcher[],
): ComplianceViolation[] {
  if (matchers.length === 0) return [];
  return lines.flatMap((line): ComplianceViolation[] => {
    const hits = line.ingredients.flatMap((ingredient) => {
      const hit = findAvoidedFood(ingredient, matchers);
      return hit ? [{ ingredientId: ingredient.id, hit }] : [];
    });
    if (hits.length === 0) {
      // A words-only match names no knowledge-base ingredient, hence the empty id.
      const byWords = matchers.find((m) => isAvoidedByWords(line, m));
      if (!byWords) return [];
      return [
        {
          ingredient: line.label,
          ingredientId: '',
          rule: 'avoidedFood',
          avoidedFood: byWords.text,
          explanation: 'correspond à un aliment que vous évitez',
          certainty: 'certain',
          reason: `${quoted(line.label)} correspond à un aliment que vous évitez : ${byWords.text}.`,
        },
      ];
    }
    return hits.map(({ ingredientId, hit }) => ({
      ingredient: line.label,
      ingredientId,
      rule: 'avoidedFood',
      avoidedFood: hit.matcher.text,
      explanation: hit.explanation.text,
      certainty: hit.explanation.certainty,
      reason: hit.isKind
        ? `${quoted(line.label)} correspond à un aliment que vous évitez : ${hit.matcher.text}.`
        : `${quoted(line.label)} ${hit.explanation.text} : vous évitez « ${hit.matcher.text} ».`,
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

/** True when the food alone breaks none of the restrictions and is none of the avoided foods. */
function isAcceptable(
  ingredient: Ingredient,
  restrictions: readonly DietaryRestriction[],
  matchers: readonly AvoidedFoodMatcher[],
): boolean {
  return (
    restrictions.every((r) => forbiddenFlagOf(ingredient, r) === undefined) &&
    findAvoidedFood(ingredient, matchers) === undefined
  );
}

type Alternative = ComplianceViolation['alternative'];

// A profile is checked against many recipes in a row: each stand-in is chosen once per profile.
const alternatives = new Map<string, Alternative>();
const ALTERNATIVES_CACHE_LIMIT = 5000;

function alternativeFor(
  ingredientId: string,
  options: ComplianceOptions,
  restrictions: readonly DietaryRestriction[],
  matchers: readonly AvoidedFoodMatcher[],
): Alternative {
  const key = [ingredientId, ...restrictions, '', ...options.avoidedFoods].join('\u0000');
  if (alternatives.has(key)) return alternatives.get(key);
  let found: Alternative;
  for (const candidateId of ALTERNATIVES[ingredientId] ?? []) {
    const candidate = getIngredient(candidateId);
    if (candidate && isAcceptable(candidate, restrictions, matchers)) {
      found = { ingredientId: candidate.id, name: candidate.name };
      break;
    }
  }
  if (alternatives.size >= ALTERNATIVES_CACHE_LIMIT) alternatives.clear();
  alternatives.set(key, found);
  return found;
}

/**
 * Checks a recipe against dietary restrictions and avoided foods. Ingredients may be structured
 * (`{ ingredientId }`) or free-text lines; a line naming several foods ('sel, poivre') is checked
 * for each. One violation is reported per ingredient and rule, with a French explanation and, when
 * the base knows one, an alternative that passes every rule; `ok` is true only with no violation
 * and every ingredient resolved. 'none' adds no constraint.
 */
export function checkCompliance(
  recipe: RecipeForCompliance,
  options: ComplianceOptions,
): ComplianceReport {
  const lines = recipe.ingredients.map(resolveRecipeIngredient);
  const foods = foodsOf(lines);
  const restrictions = [...new Set(options.restrictions)].filter((r) => r !== 'none');
  const matchers = buildAvoidedFoodMatchers(options.avoidedFoods);
  const violations = dedupe([
    ...restrictions.flatMap((r) => restrictionViolations(foods, r)),
    ...avoidedFoodViolations(lines, matchers),
  ]);
  for (const violation of violations) {
    if (!violation.ingredientId || !(violation.ingredientId in ALTERNATIVES)) continue;
    const alternative = alternativeFor(violation.ingredientId, options, restrictions, matchers);
    if (alternative) violation.alternative = { ...alternative };
  }
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
