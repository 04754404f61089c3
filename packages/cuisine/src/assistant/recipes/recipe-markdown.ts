import type { Recipe } from '../../catalogue';
import { formatMinutes, plural } from '../french';
import type { HouseholdSize } from '../types';

/** '2 adultes et 2 enfants', for the line under a recipe's description. */
export function describeSize(size: HouseholdSize): string {
  const adults = plural(Math.max(0, size.adults), 'adulte');
  if (size.children <= 0) return adults;
  return `${adults} et ${plural(size.children, 'enfant')}`;
}

/**
 * A recipe in the chat's fixed structure (spec section 5): a '#' title, a short description,
 * '## Ingrédients' with quantities and units, '## Instructions' numbered. The quantities are the
 * household's or those asked (`lines` already scaled and written, a catalogue recipe's by
 * displayLine, a household's own as it wrote them); time and difficulty come from the recipe.
 */
export function recipeMarkdown(
  recipe: Recipe,
  lines: readonly string[],
  servings: number,
  /** Who the portions are for: '2 adultes et 2 enfants', 'comme demandé'. */
  servingsNote: string,
): string {
  // A time of 0 is one the recipe does not state (a household's own may not): left unsaid.
  const timing = [
    ...(recipe.preparationMinutes > 0
      ? [`préparation ${formatMinutes(recipe.preparationMinutes)}`]
      : []),
    ...(recipe.cookingMinutes > 0 ? [`cuisson ${formatMinutes(recipe.cookingMinutes)}`] : []),
  ];
  const meta = `*${[`${plural(servings, 'portion')} (${servingsNote})`, ...timing, recipe.difficulty].join(' · ')}*`;
  return [
    `# ${recipe.title}`,
    '',
    // A household's own recipe may have none.
    ...(recipe.description.trim() === '' ? [] : [recipe.description, '']),
    meta,
    '',
    '## Ingrédients',
    ...lines.map((line) => `- ${line}`),
    '',
    '## Instructions',
    ...recipe.instructions.map((step, i) => `${i + 1}. ${step}`),
  ].join('\n');
}
