import type { Certainty } from '../ingredients/composition';
import { ingredientFlagSource } from '../ingredients/lookup';
import type { DietaryFlag } from '../ingredients/types';
import { capitalize } from '../text/normalize';
import { PARTITIVES } from './food-names';
import { FLAG_CONTENT, FLAG_NOTE } from './rules';

// One line of French per judgement, short enough for a badge or a tooltip: « contient du blé
// (gluten) », « peut contenir de l’orge (gluten) », « contient de la présure animale ».

/** A recipe's name for a food at the start of a sentence: « Pâtes ». */
export const quoted = (label: string) => `« ${capitalize(label)} »`;

/** A judgement on one food: the line the UI shows and how sure the base is. */
export type Explanation = { text: string; certainty: Certainty };

const VERB: Readonly<Record<Certainty, string>> = {
  certain: 'contient',
  possible: 'peut contenir',
};

/** How the food is named after « contient », when the base knows its article. */
export function partitiveOf(ingredientId: string): string | undefined {
  return PARTITIVES[ingredientId];
}

// The same few foods fail the same rules recipe after recipe: each line is built once.
const flagLines = new Map<string, Explanation | undefined>();
const contentLines = new Map<string, Explanation>();

/** Why an ingredient carries a flag, naming the food the flag comes from. */
export function explainFlag(ingredientId: string, flag: DietaryFlag): Explanation | undefined {
  const key = `${ingredientId}\u0000${flag}`;
  if (flagLines.has(key)) return flagLines.get(key);
  const explanation = buildFlagLine(ingredientId, flag);
  flagLines.set(key, explanation);
  return explanation;
}

function buildFlagLine(ingredientId: string, flag: DietaryFlag): Explanation | undefined {
  const source = ingredientFlagSource(ingredientId, flag);
  if (!source) return undefined;
  const named = source.id === ingredientId ? undefined : partitiveOf(source.id);
  const note = named && FLAG_NOTE[flag] ? ` (${FLAG_NOTE[flag]})` : '';
  return {
    text: `${VERB[source.certainty]} ${named ?? FLAG_CONTENT[flag]}${note}`,
    certainty: source.certainty,
  };
}

/**
 * Why an ingredient holds an avoided food: « contient de la tomate », « peut contenir du porc »,
 * or, when the base does not know how to name that food, « contient un aliment que vous évitez ».
 */
export function explainContent(contentId: string, certainty: Certainty): Explanation {
  const key = `${contentId}\u0000${certainty}`;
  let explanation = contentLines.get(key);
  if (!explanation) {
    const named = partitiveOf(contentId) ?? 'un aliment que vous évitez';
    explanation = { text: `${VERB[certainty]} ${named}`, certainty };
    contentLines.set(key, explanation);
  }
  return explanation;
}
