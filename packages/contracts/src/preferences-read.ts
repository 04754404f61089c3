import {
  DIETARY_RESTRICTIONS,
  DIFFICULTIES,
  SHOPPING_FREQUENCIES,
} from '@mijote/cuisine/vocabulary';
import { z } from 'zod';

// The answers as read (GET /api/preferences) apart from the questionnaire's inputs: every page
// that shows a count of portions reads the household's size from them, and builds this one
// schema, not the questionnaire's (decision 039).

/** GET /api/preferences, and the answer of PUT. */
/** GET /api/preferences, and the answer of PUT. */
export const preferencesSchema = z.object({
  householdSize: z.object({ adults: z.number().int(), children: z.number().int() }),
  restrictions: z.array(z.enum(DIETARY_RESTRICTIONS)),
  preferredFoods: z.array(z.string()),
  avoidedFoods: z.array(z.string()),
  shoppingFrequency: z.enum(SHOPPING_FREQUENCIES),
  difficulty: z.enum(DIFFICULTIES),
  servings: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type Preferences = z.infer<typeof preferencesSchema>;
