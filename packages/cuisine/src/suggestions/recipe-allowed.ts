import type { Recipe } from '../catalogue';
import { checkCompliance } from '../compliance';
import { type HouseholdRules, rulesKey } from '../household';

// Decision 024: a suggestion is shown only when `checkCompliance` lets it through for the whole
// household. The verdict depends only on the rules and the recipe, and a household asks again
// and again with the same rules: verdicts are kept per rule set, for the last few rule sets.

const RULE_SETS_KEPT = 256;
const verdicts = new Map<string, Map<string, boolean>>();

function verdictsFor(rules: HouseholdRules): Map<string, boolean> {
  const key = rulesKey(rules);
  let kept = verdicts.get(key);
  if (kept) {
    // Most recently used last: the first key is the one to forget.
    verdicts.delete(key);
    verdicts.set(key, kept);
    return kept;
  }
  kept = new Map();
  if (verdicts.size >= RULE_SETS_KEPT) {
    const oldest = verdicts.keys().next().value;
    if (oldest !== undefined) verdicts.delete(oldest);
  }
  verdicts.set(key, kept);
  return kept;
}

/** True when the catalogue recipe passes `checkCompliance` for these rules. */
export function isRecipeAllowed(recipe: Recipe, rules: HouseholdRules): boolean {
  const kept = verdictsFor(rules);
  const known = kept.get(recipe.id);
  if (known !== undefined) return known;
  const verdict = checkCompliance(recipe, {
    restrictions: rules.restrictions,
    avoidedFoods: rules.avoidedFoods,
  }).ok;
  kept.set(recipe.id, verdict);
  return verdict;
}
