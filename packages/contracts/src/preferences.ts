import { DIETARY_RESTRICTIONS, SHOPPING_FREQUENCIES } from '@mijote/cuisine/vocabulary';
import { z } from 'zod';
import { ADULTS_RANGE, CHILDREN_RANGE } from './constants';

export * from './preferences-read';

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

/** What makes two foods the same chip: case and accents do not count ('Épinards' = 'epinards'). */
function foodKey(food: string): string {
  return food
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('fr');
}

/**
 * Preferred and avoided foods as chips: trimmed, empty ones dropped, and a food already
 * in the list (case and accents folded) ignored; the first spelling stays.
 */
export function cleanFoodList(foods: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const food of foods.map((f) => f.trim())) {
    const key = foodKey(food);
    if (food === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(food);
  }
  return kept;
}

export const FOOD_MAX_LENGTH = 60;
export const FOOD_LIST_MAX = 50;
/** A list of foods typed as chips: trimmed, empty and repeated ones dropped. */
export const foodListSchema = z
  .array(z.string().trim().max(FOOD_MAX_LENGTH, 'validation.tooLong'))
  .max(FOOD_LIST_MAX, 'validation.tooMany')
  .transform(cleanFoodList);
const foodList = foodListSchema;

/** PUT /api/preferences (the questionnaire's save): every field the onboarding asks. */
const householdSizeSchema = z.object({
  adults: z.number().int().min(ADULTS_RANGE.min).max(ADULTS_RANGE.max),
  children: z.number().int().min(CHILDREN_RANGE.min).max(CHILDREN_RANGE.max),
});
const restrictionsSchema = z.array(z.enum(DIETARY_RESTRICTIONS)).max(DIETARY_RESTRICTIONS.length);
function isExclusiveNoneRespected(restrictions: readonly string[]): boolean {
  return !(restrictions.includes('none') && restrictions.length > 1);
}

export const preferencesInputSchema = z
  .object({
    householdSize: householdSizeSchema,
    restrictions: restrictionsSchema,
    preferredFoods: foodList,
    avoidedFoods: foodList,
    shoppingFrequency: z.enum(SHOPPING_FREQUENCIES).default('weekly'),
  })
  .refine((p) => isExclusiveNoneRespected(p.restrictions), {
    path: ['restrictions'],
    message: 'validation.noneIsExclusive',
  });
/**
 * PATCH /api/preferences (the settings screen): any of the questionnaire's answers, the others
 * kept as they are.
 */
export const preferencesPatchSchema = z
  .object({
    householdSize: householdSizeSchema,
    restrictions: restrictionsSchema,
    preferredFoods: foodList,
    avoidedFoods: foodList,
    shoppingFrequency: z.enum(SHOPPING_FREQUENCIES),
  })
  .partial()
  .refine((p) => !p.restrictions || isExclusiveNoneRespected(p.restrictions), {
    path: ['restrictions'],
    message: 'validation.noneIsExclusive',
  });
export type PreferencesPatch = z.input<typeof preferencesPatchSchema>;
export type ValidPreferencesPatch = z.output<typeof preferencesPatchSchema>;

/** What the questionnaire sends (the shopping frequency may be left out). */
export type PreferencesInput = z.input<typeof preferencesInputSchema>;
/** What the server saves once the body passed the schema (defaults applied). */
export type ValidPreferencesInput = z.output<typeof preferencesInputSchema>;

/** Spec 9: 1 adult, 0 children, empty lists, weekly shopping. */
export const DEFAULT_PREFERENCES_INPUT = {
  householdSize: { adults: 1, children: 0 },
  restrictions: [],
  preferredFoods: [],
  avoidedFoods: [],
  shoppingFrequency: 'weekly',
} as const satisfies PreferencesInput;
