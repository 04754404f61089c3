import type { Substitution, SubstitutionOption } from './substitution-types';
import { BAKING } from './substitutions-baking';
import { DAIRY_AND_EGGS } from './substitutions-dairy-eggs';
import { SAVOURY } from './substitutions-savoury';

export type { Substitution, SubstitutionOption };

// What to use when an ingredient is missing or not wanted. Quantities replace the amount named
// in `for`; `uses` lists the knowledge-base ids each option brings in, so that an option the
// household cannot eat (purée d'amande for a nut allergy) is never proposed.

export const SUBSTITUTIONS: readonly Substitution[] = [...DAIRY_AND_EGGS, ...BAKING, ...SAVOURY];
