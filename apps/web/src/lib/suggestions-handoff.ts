import { MEAL_TYPES, type MealType } from '@mijote/cuisine/vocabulary';
import { z } from 'zod';

// How another screen opens the Suggestions screen in fridge mode (spec section 2: « a fridge
// mode builds the recipe only from inventory items »). Mon Frigo's « Générer une recette » does
//
//   navigate(SUGGESTIONS_PATH, { state: fridgeModeState('plat') });
//
// and the Suggestions screen reads it once with `readSuggestionsHandoff`, generates for that
// type from the fridge (or shows its type picker in fridge mode when no type came), then clears
// the state so that a reload or a Back does not generate again.

export const SUGGESTIONS_PATH = '/dashboard/feed';

export type SuggestionsNavigationState = { fridgeMode: true; type?: MealType };

export function fridgeModeState(type?: MealType): SuggestionsNavigationState {
  return type ? { fridgeMode: true, type } : { fridgeMode: true };
}

export type SuggestionsHandoff = { fridgeMode: boolean; type?: MealType };

const stateSchema = z.object({
  fridgeMode: z.boolean().optional(),
  type: z.unknown().optional(),
});

/** What the navigation state asks of the Suggestions screen, or null when opened normally. */
export function readSuggestionsHandoff(state: unknown): SuggestionsHandoff | null {
  const parsed = stateSchema.safeParse(state);
  if (!parsed.success || parsed.data.fridgeMode !== true) return null;
  const type = z.enum(MEAL_TYPES).safeParse(parsed.data.type);
  return type.success ? { fridgeMode: true, type: type.data } : { fridgeMode: true };
}
