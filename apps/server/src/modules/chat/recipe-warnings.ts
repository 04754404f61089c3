import type { ChatWarning } from '@mijote/contracts';
import { type AssistantHousehold, checkCompliance } from '@mijote/cuisine';

// A recipe in a reply is checked with checkCompliance, and a warning is shown beside it
// when it breaks the household's rules (decision 024: the model is only asked to respect them).
// A recipe is what the spec's fixed structure writes: a heading with its title, then an
// « Ingrédients » section of list lines. The offline assistant's recipes always comply; the check
// runs on every reply all the same, so both modes go through one gate.

type RecipeBlock = { title: string; ingredients: string[] };

const HEADING = /^\s{0,3}(#{1,6})\s+(.+?)\s*#*\s*$/;
const LIST_ITEM = /^\s{0,3}(?:[-*+•]|\d{1,2}[.)])\s+(.+)$/;
const INGREDIENTS_HEADING = /^ingr[ée]dients?\b/i;

/** Markdown emphasis and trailing colons off a title or a line: « **Quiche** : » → « Quiche ». */
function plain(text: string): string {
  return text
    .replace(/[*_`]+/g, '')
    .replace(/\s*:\s*$/, '')
    .trim();
}

/** The recipes of a reply: each « Ingrédients » section with the nearest title above it. */
export function recipeBlocksOf(markdown: string): RecipeBlock[] {
  const blocks: RecipeBlock[] = [];
  let title: string | undefined;
  let current: RecipeBlock | undefined;
  for (const line of markdown.split(/\r?\n/)) {
    const heading = HEADING.exec(line);
    const boldLine = /^\s*\*\*(.+?)\*\*\s*:?\s*$/.exec(line);
    const headingText = heading?.[2] ?? boldLine?.[1];
    if (headingText !== undefined) {
      const text = plain(headingText);
      if (INGREDIENTS_HEADING.test(text)) {
        current = { title: title ?? 'Recette', ingredients: [] };
        blocks.push(current);
      } else {
        current = undefined;
        // A recipe's title is its top heading; sub-sections (Instructions, Astuce) keep it.
        if (heading && (heading[1]?.length ?? 0) <= 2 && !/^instructions?\b/i.test(text)) {
          title = text;
        }
      }
      continue;
    }
    const item = current ? LIST_ITEM.exec(line) : null;
    if (current && item?.[1]) current.ingredients.push(plain(item[1]));
  }
  return blocks.filter((block) => block.ingredients.length > 0);
}

/**
 * A warning per recipe that breaks the household's rules, with the reasons checkCompliance gives.
 * Ingredients it cannot resolve are listed too (never passed silently), but only when the
 * household has rules to check and something else is wrong or unknown.
 */
export function recipeWarnings(markdown: string, household: AssistantHousehold): ChatWarning[] {
  const rules = { restrictions: household.restrictions, avoidedFoods: household.avoidedFoods };
  const hasRules =
    rules.restrictions.some((r) => r !== 'none') || rules.avoidedFoods.some((f) => f.trim());
  if (!hasRules) return [];
  return recipeBlocksOf(markdown).flatMap((block) => {
    const report = checkCompliance({ ingredients: block.ingredients }, rules);
    if (report.ok) return [];
    return [
      {
        recipeTitle: block.title,
        reasons: [...new Set(report.violations.map((v) => v.reason))],
        unverified: report.unresolved,
      },
    ];
  });
}
