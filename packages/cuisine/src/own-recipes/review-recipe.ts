import { substitutionFor } from '../assistant/answers/substitution';
import { restrictionLabel } from '../assistant/household';
import { mentionedIngredients, shareAHeadWord } from '../catalogue/recipe-text';
import { checkCompliance } from '../compliance/check-compliance';
import { resolveRecipeIngredient } from '../compliance/resolve-ingredients';
import type { ComplianceViolation } from '../compliance/types';
import type { HouseholdRules } from '../household';
import { getIngredient } from '../ingredients/lookup';
import { formatIngredientLine } from '../parser/format-ingredient-line';
import { parseIngredientLine } from '../parser/parse-ingredient-line';
import type { DietaryRestriction } from '../vocabulary';

// A household's own recipe is checked like every other (decision 024), line by line so that each
// flag points at the line to change: « lardons : ne respecte pas végétarien ». A flagged line may
// come with an adaptation: the compliance check's stand-in (parmesan → fromage à pâte dure
// végétarien, same amount) or else the assistant's substitution (lardons → tofu fumé), used only
// when the new line itself passes every rule. Foods the steps name that no line lists
// (« parsemer de lardons ») are checked too, as the judge of a model's recipe does.

export type RecipeFlag = {
  /** Index of the ingredient line at fault; null for a food named in the steps or a mix of lines. */
  line: number | null;
  /** The food as the recipe names it: « lardons ». */
  ingredient: string;
  rule: DietaryRestriction | 'avoidedFood';
  /** « végétarien », or the avoided food as the household wrote it. */
  ruleLabel: string;
  /** « lardons : ne respecte pas végétarien », « noix : vous évitez noix ». */
  text: string;
  /** Why, in French: « contient du porc ». */
  explanation: string;
  /** The line that would replace `line` and keep every rule, when one is known. */
  adaptation?: string;
};

export type RecipeReview = {
  flags: RecipeFlag[];
  /** Lines naming no food the knowledge base knows: not checked, said so rather than passed. */
  unverified: string[];
};

const NBSP = '\u00a0';

function flagOf(violation: ComplianceViolation, line: number | null): RecipeFlag {
  const ruleLabel =
    violation.rule === 'avoidedFood'
      ? (violation.avoidedFood ?? violation.ingredient)
      : restrictionLabel(violation.rule);
  const text =
    violation.rule === 'avoidedFood'
      ? `${violation.ingredient}${NBSP}: vous évitez ${ruleLabel}`
      : `${violation.ingredient}${NBSP}: ne respecte pas ${ruleLabel}`;
  return {
    line,
    ingredient: violation.ingredient,
    rule: violation.rule,
    ruleLabel,
    text,
    explanation: violation.explanation,
  };
}

/** A line that keeps the dish and every rule, or undefined when none is known. */
function adaptLine(
  line: string,
  violations: readonly ComplianceViolation[],
  rules: HouseholdRules,
): string | undefined {
  const passes = (candidate: string) => checkCompliance({ ingredients: [candidate] }, rules).ok;
  const standIn = violations.find((v) => v.alternative)?.alternative;
  if (standIn) {
    const parsed = parseIngredientLine(line);
    const candidate = parsed.matched
      ? formatIngredientLine({ ...parsed, ingredientId: standIn.ingredientId })
      : standIn.name;
    if (passes(candidate)) return candidate;
  }
  for (const violation of violations) {
    const food = violation.ingredientId ? getIngredient(violation.ingredientId) : undefined;
    const entry = food ? substitutionFor(food) : undefined;
    const option = entry?.options.find(
      (o) =>
        checkCompliance({ ingredients: o.uses.map((ingredientId) => ({ ingredientId })) }, rules)
          .ok && passes(o.replacement),
    );
    if (option) return option.replacement;
  }
  return undefined;
}

const flagKey = (f: Pick<RecipeFlag, 'rule' | 'ingredient'>) => `${f.rule}\u0000${f.ingredient}`;

export function reviewRecipe(
  recipe: { ingredients: readonly string[]; instructions: readonly string[] },
  rules: HouseholdRules,
): RecipeReview {
  const options = { restrictions: rules.restrictions, avoidedFoods: rules.avoidedFoods };
  const flags: RecipeFlag[] = [];
  const unverified: string[] = [];
  recipe.ingredients.forEach((line, index) => {
    const report = checkCompliance({ ingredients: [line] }, options);
    unverified.push(...report.unresolved);
    if (report.violations.length === 0) return;
    const adaptation = adaptLine(line, report.violations, rules);
    const seen = new Set<string>();
    for (const violation of report.violations) {
      const flag = flagOf(violation, index);
      if (seen.has(flagKey(flag))) continue;
      seen.add(flagKey(flag));
      flags.push(adaptation ? { ...flag, adaptation } : flag);
    }
  });
  // What only the whole recipe shows (a kosher mix of meat and milk), and foods the steps name.
  const listed = recipe.ingredients.flatMap((line) => resolveRecipeIngredient(line).ingredients);
  const unlisted = recipe.instructions
    .flatMap(mentionedIngredients)
    .filter((food) => !listed.some((known) => shareAHeadWord(known, food)));
  const whole = checkCompliance(
    {
      ingredients: [
        ...recipe.ingredients,
        ...[...new Set(unlisted.map((food) => food.id))].map((ingredientId) => ({ ingredientId })),
      ],
    },
    options,
  );
  const known = new Set(flags.map(flagKey));
  for (const violation of whole.violations) {
    const flag = flagOf(violation, null);
    if (known.has(flagKey(flag))) continue;
    known.add(flagKey(flag));
    flags.push(flag);
  }
  return { flags, unverified: [...new Set(unverified)] };
}

/** The recipe with every flagged line that has an adaptation replaced by it. */
export function adaptRecipeLines(ingredients: readonly string[], review: RecipeReview): string[] {
  return ingredients.map(
    (line, index) => review.flags.find((f) => f.line === index && f.adaptation)?.adaptation ?? line,
  );
}
