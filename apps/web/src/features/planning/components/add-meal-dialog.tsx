import { MEAL_TYPES } from '@mijote/cuisine/vocabulary';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import {
  COUNT_AND_CHOICE_ROW,
  DateField,
  NumberField,
  SelectField,
} from '@/components/ui/form-fields';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { errorCodeOf, errorText } from '@/lib/errors';
import { type FieldErrors, fieldErrorsFromApi } from '@/lib/form';
import type { PlanningHandoff } from '@/lib/planning-handoff';
import { useTranslation } from '@/lib/translation';
import { useAddBacklogMeal } from '../api/add-backlog-meal';
import { useAddPlannedMeal } from '../api/add-planned-meal';
import { useAddMealSeries } from '../api/meal-series';
import {
  type MealFormField,
  type MealFormValues,
  validateBacklogMealForm,
  validateMealForm,
  validateSeriesForm,
} from '../meal-form';
import { MealDayFields } from './meal-day-fields';

const REPEAT_OPTIONS = ['', '1', '2'] as const;

/** What the dialog opens with: the values to show and the recipe they come from, if any. */
export type MealFormStart = {
  values: MealFormValues;
  recipe: Pick<PlanningHandoff, 'recipeId' | 'recipe'>;
};

/**
 * The add-meal dialog (spec: recipe_title, date, time, servings, type). Validated with the
 * contracts' schema before sending; the server's refusals come back next to their field.
 */
export function AddMealDialog({
  start,
  onOpenChange,
}: {
  /** null: closed. A new object opens a fresh form. */
  start: MealFormStart | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const addMeal = useAddPlannedMeal();
  const addToBacklog = useAddBacklogMeal();
  const addSeries = useAddMealSeries();
  // « Sans date (à planifier) »: the dish goes to the backlog, its day chosen later.
  const [isUndated, setIsUndated] = useState(false);
  // « Répéter »: the meal comes back every week or two (« Repas réguliers »).
  const [isRepeating, setIsRepeating] = useState(false);
  const isPending = addMeal.isPending || addToBacklog.isPending || addSeries.isPending;
  const reset = () => {
    addMeal.reset();
    addToBacklog.reset();
    addSeries.reset();
    setIsUndated(false);
    setIsRepeating(false);
  };
  const title = t('planning.form.title');
  const fromRecipe = start?.values.recipeTitle && start.recipe.recipeId;
  return (
    <Dialog
      open={start !== null}
      onOpenChange={(open) => {
        if (!open) reset();
        onOpenChange(open);
      }}
      title={title}
      description={
        fromRecipe
          ? t('planning.form.fromRecipe', { title: start.values.recipeTitle })
          : t('planning.form.description')
      }
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={isPending}>
            {isPending
              ? t('planning.form.submitting')
              : isUndated
                ? t('planning.backlog.submit')
                : isRepeating
                  ? t('planning.series.submit')
                  : t('planning.form.submit')}
          </Button>
        </>
      }
    >
      {start ? (
        <MealForm
          // A new start (another recipe, another day) is a new form, not an edit of the last.
          key={JSON.stringify(start)}
          id={formId}
          start={start}
          addMeal={addMeal}
          addToBacklog={addToBacklog}
          addSeries={addSeries}
          isUndated={isUndated}
          onUndatedChange={setIsUndated}
          onRepeatingChange={setIsRepeating}
          onAdded={() => {
            reset();
            onOpenChange(false);
          }}
        />
      ) : null}
    </Dialog>
  );
}

function MealForm({
  id,
  start,
  addMeal,
  addToBacklog,
  addSeries,
  isUndated,
  onUndatedChange,
  onRepeatingChange,
  onAdded,
}: {
  id: string;
  start: MealFormStart;
  addMeal: ReturnType<typeof useAddPlannedMeal>;
  addToBacklog: ReturnType<typeof useAddBacklogMeal>;
  addSeries: ReturnType<typeof useAddMealSeries>;
  isUndated: boolean;
  onUndatedChange: (isUndated: boolean) => void;
  onRepeatingChange: (isRepeating: boolean) => void;
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const [values, setValues] = useState(start.values);
  const [errors, setErrors] = useState<FieldErrors<MealFormField>>({});
  // One key per form: a series sent again after a lost answer is planned once.
  const [seriesKey] = useState(() => crypto.randomUUID());
  const isRepeating = !isUndated && values.everyWeeks !== '';

  const set = (field: MealFormField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (field === 'everyWeeks') onRepeatingChange(value !== '');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (addMeal.isPending || addToBacklog.isPending || addSeries.isPending) return;
    const afterSending = (recipeTitle: string) => ({
      onSuccess: () => {
        showToast({
          title: isUndated
            ? t('planning.backlog.added')
            : isRepeating
              ? t('planning.series.added')
              : t('planning.form.added'),
          description: recipeTitle,
        });
        onAdded();
      },
      onError: (error: unknown) => setErrors(fieldErrorsFromApi(error)),
    });
    if (isRepeating) {
      const result = validateSeriesForm(values, start.recipe);
      setErrors(result.success ? {} : result.errors);
      if (result.success) {
        addSeries.mutate(
          { input: result.input, idempotencyKey: seriesKey },
          afterSending(result.input.recipeTitle),
        );
      }
    } else if (isUndated) {
      const result = validateBacklogMealForm(values, start.recipe);
      setErrors(result.success ? {} : result.errors);
      if (result.success) addToBacklog.mutate(result.input, afterSending(result.input.recipeTitle));
    } else {
      const result = validateMealForm(values, start.recipe);
      setErrors(result.success ? {} : result.errors);
      if (result.success) addMeal.mutate(result.input, afterSending(result.input.recipeTitle));
    }
  };

  const errorOf = (field: MealFormField) => (errors[field] ? t(errors[field]) : null);
  const fieldErrors = Object.values(errors).some(Boolean);
  const failed = isUndated ? addToBacklog : isRepeating ? addSeries : addMeal;
  const serverError = failed.isError && !fieldErrors ? failed.error : null;

  return (
    <form id={id} noValidate onSubmit={onSubmit} className="space-y-4">
      {serverError ? <Alert>{errorText(t, errorCodeOf(serverError))}</Alert> : null}
      <TextField
        label={t('planning.form.recipeTitle')}
        value={values.recipeTitle}
        onChange={(event) => set('recipeTitle')(event.target.value)}
        placeholder={t('planning.form.recipeTitlePlaceholder')}
        error={errorOf('recipeTitle')}
        required
        maxLength={120}
        autoComplete="off"
      />
      {isRepeating ? null : (
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-fg">
          <input
            type="checkbox"
            checked={isUndated}
            onChange={(event) => {
              onUndatedChange(event.target.checked);
              setErrors((current) => ({ ...current, date: undefined }));
            }}
            className="size-5 shrink-0 cursor-pointer accent-primary"
          />
          {t('planning.backlog.undated')}
        </label>
      )}
      <MealDayFields
        values={values}
        errorOf={errorOf}
        onChange={set}
        noDate={
          isUndated ? (
            <p className="self-center text-xs text-muted-fg">{t('planning.backlog.undatedHint')}</p>
          ) : undefined
        }
      />
      <div className={COUNT_AND_CHOICE_ROW}>
        <NumberField
          label={t('planning.form.servings')}
          value={values.servings}
          onChange={(event) => set('servings')(event.target.value)}
          error={errorOf('servings')}
          min={1}
          max={100}
          step={1}
          required
        />
        <SelectField
          label={t('planning.form.type')}
          value={values.type}
          onChange={(event) => set('type')(event.target.value)}
          error={errorOf('type')}
          options={MEAL_TYPES.map((type) => ({ value: type, label: t(`mealTypes.${type}`) }))}
        />
      </div>
      {isUndated ? null : (
        <div className="grid grid-cols-2 gap-3">
          {/* « Toutes les deux semaines » needs the row's width, and so its end date beneath. */}
          <SelectField
            className="col-span-2"
            label={t('planning.series.repeat')}
            value={values.everyWeeks}
            onChange={(event) => set('everyWeeks')(event.target.value)}
            error={errorOf('everyWeeks')}
            options={REPEAT_OPTIONS.map((value) => ({
              value,
              label: t(`planning.series.repeatOptions.${value || 'none'}`),
            }))}
          />
          {isRepeating ? (
            <DateField
              className="col-span-2"
              label={t('planning.series.until')}
              labelHint={t('planning.series.optional')}
              value={values.until}
              min={values.date || undefined}
              onChange={(event) => set('until')(event.target.value)}
              error={errorOf('until')}
            />
          ) : null}
          {isRepeating ? (
            <p className="col-span-2 text-xs text-muted-fg">
              {t(values.until ? 'planning.series.untilHint' : 'planning.series.noEndHint')}
            </p>
          ) : null}
        </div>
      )}
    </form>
  );
}
