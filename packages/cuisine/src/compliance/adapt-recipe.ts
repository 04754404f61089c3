import { checkCompliance } from './check-compliance';
import type { ComplianceOptions, RecipeForCompliance } from './types';

export type Substitution = {
  /** Knowledge-base id of the food replaced ('parmesan'). */
  from: string;
  /** The stand-in ('fromage-a-pate-dure-vegetarien') and its name, for the recipe card. */
  to: string;
  name: string;
  /** Why, in French: « contient de la présure animale ». */
  because: string;
};

/**
 * For the suggestion engine: the recipe with every violating food swapped for the stand-in the
 * compliance report proposes, when that makes it pass (a risotto with parmesan becomes
 * vegetarian with a vegetarian hard cheese). Undefined when a violation has no stand-in, sits on
 * a free-text line, or an ingredient is unknown: such a recipe is not shown.
 */
export function adaptRecipe<R extends RecipeForCompliance>(
  recipe: R,
  options: ComplianceOptions,
): { recipe: R; substitutions: Substitution[] } | undefined {
  const report = checkCompliance(recipe, options);
  if (report.ok) return { recipe, substitutions: [] };
  if (report.unresolved.length > 0) return undefined;
  const swaps = new Map<string, Substitution>();
  for (const violation of report.violations) {
    if (!violation.alternative) return undefined;
    const isStructured = recipe.ingredients.some(
      (line) => typeof line !== 'string' && line.ingredientId === violation.ingredientId,
    );
    if (!isStructured) return undefined;
    if (!swaps.has(violation.ingredientId)) {
      swaps.set(violation.ingredientId, {
        from: violation.ingredientId,
        to: violation.alternative.ingredientId,
        name: violation.alternative.name,
        because: violation.explanation,
      });
    }
  }
  const ingredients = recipe.ingredients.map((line) => {
    if (typeof line === 'string') return line;
    const swap = swaps.get(line.ingredientId);
    return swap ? { ...line, ingredientId: swap.to } : line;
  });
  const adapted = { ...recipe, ingredients } as R;
  return checkCompliance(adapted, options).ok
    ? { recipe: adapted, substitutions: [...swaps.values()] }
    : undefined;
}
