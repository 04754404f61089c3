import {
  DIETARY_RESTRICTIONS,
  DIFFICULTIES,
  SHOPPING_FREQUENCIES,
} from '@mijote/cuisine/vocabulary';
import { z } from 'zod';
import { ADULTS_RANGE, CHILDREN_RANGE } from './constants';

/**
 * Spec section 4: choosing 'none' clears every other restriction; choosing another one removes
 * 'none'. `toggled` is the value the user just clicked.
 */
export function toggleRestriction<T extends string>(current: readonly T[], toggled: T): T[] {
  if (current.includes(toggled)) return current.filter((r) => r !== toggled);
  if (toggled === 'none') return [toggled];
  return [...current.filter((r) => r !== 'none'), toggled];
}

/** Spec section 5: free text split on commas, trimmed, empty items dropped. */
export function splitFoodList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

const foodList = z.array(z.string().trim().min(1).max(60)).max(50);

/** PUT /api/preferences (the questionnaire's save): every field the onboarding asks. */
export const preferencesInputSchema = z
  .object({
    householdSize: z.object({
      adults: z.number().int().min(ADULTS_RANGE.min).max(ADULTS_RANGE.max),
      children: z.number().int().min(CHILDREN_RANGE.min).max(CHILDREN_RANGE.max),
    }),
    dietaryRestrictions: z.array(z.enum(DIETARY_RESTRICTIONS)).max(DIETARY_RESTRICTIONS.length),
    preferredFoods: foodList,
    avoidedFoods: foodList,
    shoppingFrequency: z.enum(SHOPPING_FREQUENCIES).default('weekly'),
  })
  .refine((p) => !(p.dietaryRestrictions.includes('none') && p.dietaryRestrictions.length > 1), {
    path: ['dietaryRestrictions'],
    message: 'validation.noneIsExclusive',
  });
/** What the questionnaire sends (the shopping frequency may be left out). */
export type PreferencesInput = z.input<typeof preferencesInputSchema>;
/** What the server saves once the body passed the schema (defaults applied). */
export type ValidPreferencesInput = z.output<typeof preferencesInputSchema>;

/** GET /api/preferences, and the answer of PUT. */
export const preferencesSchema = z.object({
  householdSize: z.object({ adults: z.number().int(), children: z.number().int() }),
  dietaryRestrictions: z.array(z.enum(DIETARY_RESTRICTIONS)),
  preferredFoods: z.array(z.string()),
  avoidedFoods: z.array(z.string()),
  shoppingFrequency: z.enum(SHOPPING_FREQUENCIES),
  difficulty: z.enum(DIFFICULTIES),
  servings: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type Preferences = z.infer<typeof preferencesSchema>;
