import { BAKING } from './substitutions-baking';
import { DAIRY_AND_EGGS } from './substitutions-dairy-eggs';
import { SAVOURY } from './substitutions-savoury';

// What to use when an ingredient is missing or not wanted. Quantities replace the amount named
// in `for`; `uses` lists the knowledge-base ids each option brings in, so that an option the
// household cannot eat (purée d'amande for a nut allergy) is never proposed.

export type SubstitutionOption = {
  /** Markdown-free French: '1 càs de graines de lin moulues + 3 càs d’eau'. */
  replacement: string;
  /** When it works, and when it does not. */
  works: string;
  uses: readonly string[];
  /** Best in sweet or savoury cooking; undefined when it suits both. */
  suits?: 'sucré' | 'salé';
};

export type Substitution = {
  /** Knowledge-base id of the food replaced; its descendants use the same entry. */
  ingredientId: string;
  /** How the answer names the food in a list of what it knows: 'œufs', 'beurre'. */
  name: string;
  /** '1 œuf', '100 g de beurre': the amount the quantities below replace. */
  for: string;
  options: readonly SubstitutionOption[];
};

export const SUBSTITUTIONS: readonly Substitution[] = [...DAIRY_AND_EGGS, ...BAKING, ...SAVOURY];
