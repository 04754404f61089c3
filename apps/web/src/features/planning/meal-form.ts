import {
  type BacklogMealInput,
  backlogMealInputSchema,
  type MealScheduleInput,
  type MealSeriesInput,
  mealScheduleInputSchema,
  mealSeriesInputSchema,
  PLANNED_MEAL_DEFAULTS,
  type PlannedMealInput,
  plannedMealInputSchema,
} from '@mijote/contracts';
import type { MealType } from '@mijote/cuisine/vocabulary';
import type { z } from 'zod';
import { type FieldErrors, validate } from '@/lib/form';
import type { PlanningHandoff } from '@/lib/planning-handoff';

// The add-meal form (spec section 5): title, date and time required, servings a whole number
// ≥ 1, defaults today / 19:00 / 2 / plat. Values are kept as the inputs give them (strings).

export type MealFormValues = {
  recipeTitle: string;
  date: string;
  time: string;
  servings: string;
  type: MealType;
  /** « Répéter »: '' not repeated, '1' every week, '2' every other week (« Repas réguliers »). */
  everyWeeks: '' | '1' | '2';
  /** The repeat's last day, '' for none. */
  until: string;
};
export type MealFormField = keyof MealFormValues;

export function defaultMealForm(today: string): MealFormValues {
  return {
    recipeTitle: '',
    date: today,
    time: PLANNED_MEAL_DEFAULTS.time,
    servings: String(PLANNED_MEAL_DEFAULTS.servings),
    type: PLANNED_MEAL_DEFAULTS.type,
    everyWeeks: '',
    until: '',
  };
}

/** The form as another screen opened it: the recipe's title, servings and type over the defaults. */
export function mealFormFrom(handoff: PlanningHandoff, today: string): MealFormValues {
  const defaults = defaultMealForm(today);
  return {
    ...defaults,
    recipeTitle: handoff.recipeTitle ?? defaults.recipeTitle,
    servings: handoff.servings === undefined ? defaults.servings : String(handoff.servings),
    type: handoff.type ?? defaults.type,
  };
}

type FormResult<I, F extends string = MealFormField> =
  | { success: true; input: I }
  | { success: false; errors: FieldErrors<F> };
export type MealFormResult = FormResult<PlannedMealInput>;

/**
 * The request body, or one i18n key per wrong field. The contracts' schema decides, so the
 * browser and the server refuse the same things; the form adds the « required » wording for an
 * empty date or time, which the schema alone would call invalid.
 */
export function validateMealForm(
  values: MealFormValues,
  recipe: Pick<PlanningHandoff, 'recipeId' | 'recipe'> = {},
): MealFormResult {
  return validateWith(plannedMealInputSchema, values, recipe);
}

/** The same form « Sans date (à planifier) »: its date is left out, the rest checked alike. */
export function validateBacklogMealForm(
  values: MealFormValues,
  recipe: Pick<PlanningHandoff, 'recipeId' | 'recipe'> = {},
): FormResult<BacklogMealInput> {
  return validateWith(backlogMealInputSchema, values, recipe);
}

/** The same form repeated (« Répéter »): its date is the first occurrence's. */
export function validateSeriesForm(
  values: MealFormValues,
  recipe: Pick<PlanningHandoff, 'recipeId' | 'recipe'> = {},
): FormResult<MealSeriesInput> {
  return validateWith(mealSeriesInputSchema, values, recipe, {
    everyWeeks: Number(values.everyWeeks || '1'),
    ...(values.until === '' ? {} : { until: values.until }),
  });
}

/** « Choisir un jour »: the date and time a backlog meal leaves for. */
export function validateScheduleForm(
  values: Pick<MealFormValues, 'date' | 'time'>,
): FormResult<MealScheduleInput, 'date' | 'time'> {
  const result = validate(mealScheduleInputSchema, {
    date: values.date === '' ? undefined : values.date,
    time: values.time,
  });
  if (result.success) return { success: true, input: result.data };
  const errors = result.errors as FieldErrors<'date' | 'time'>;
  if (values.time === '') errors.time = 'validation.timeRequired';
  return { success: false, errors };
}

function validateWith<S extends z.ZodType>(
  schema: S,
  values: MealFormValues,
  recipe: Pick<PlanningHandoff, 'recipeId' | 'recipe'>,
  repeat: Record<string, unknown> = {},
): FormResult<z.output<S>> {
  const servings = values.servings.trim();
  const result = validate(schema, {
    recipeTitle: values.recipeTitle,
    date: values.date === '' ? undefined : values.date,
    time: values.time,
    // An empty field is not « the default 2 »: it is a mistake to show.
    servings: servings === '' ? Number.NaN : Number(servings),
    type: values.type,
    ...(recipe.recipeId ? { recipeId: recipe.recipeId } : {}),
    ...(recipe.recipe ? { recipe: recipe.recipe } : {}),
    ...repeat,
  });
  if (!result.success) {
    const errors = result.errors as FieldErrors<MealFormField>;
    if (values.time === '') errors.time = 'validation.timeRequired';
    return { success: false, errors };
  }
  return { success: true, input: result.data };
}
