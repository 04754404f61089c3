import {
  NAME_MAX_LENGTH,
  type OwnRecipeInput,
  ownRecipeInputSchema,
  type RecipeReview,
} from '@mijote/contracts';
import { MEAL_TYPES, type MealType } from '@mijote/cuisine/vocabulary';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { NumberField, SelectField, TextAreaField } from '@/components/ui/form-fields';
import { TextField } from '@/components/ui/text-field';
import { errorCodeOf, errorText } from '@/lib/errors';
import { type FieldErrors, fieldErrorsFromApi, validate } from '@/lib/form';
import { useTranslation } from '@/lib/translation';
import { useCheckRecipe } from '../api/check-recipe';
import { inputOf, linesOf, type RecipeFormStart, type RecipeFormValues } from '../own-recipe-draft';
import { RuleFlags } from './rule-flags';

type Field = keyof RecipeFormValues;

const NUMBER_FIELDS = ['servings', 'preparationTime', 'cookingTime'] as const;

/**
 * The correction form (title, servings, times, type, ingredient lines, steps) with the rules'
 * verdict, checked again when the lines change. A recipe that breaks the rules is saved only
 * « Adapter »-ed or kept on purpose; the server judges again on save.
 */
export function OwnRecipeForm({
  id,
  start,
  onSubmit,
  submitError,
}: {
  id: string;
  start: RecipeFormStart;
  onSubmit: (input: OwnRecipeInput) => void;
  submitError: unknown;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(start.values);
  const [review, setReview] = useState<RecipeReview | null>(start.review);
  const [isKept, setIsKept] = useState(start.isKept);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const check = useCheckRecipe();

  const serverErrors = fieldErrorsFromApi(submitError);
  const fieldError = (field: Field) => {
    const key = errors[field] ?? serverErrors[field];
    return key ? t(key) : null;
  };
  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const recheck = (next: RecipeFormValues) => {
    const ingredients = linesOf(next.ingredients);
    if (ingredients.length === 0) return setReview(null);
    check.mutate(
      { ingredients, instructions: linesOf(next.instructions) },
      { onSuccess: setReview },
    );
  };
  const adapt = (line: number, adaptation: string) => {
    const lines = linesOf(values.ingredients);
    lines[line] = adaptation;
    const next = { ...values, ingredients: lines.join('\n') };
    setValues(next);
    recheck(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(ownRecipeInputSchema, inputOf(start, values, isKept));
    if (!checked.success) return setErrors(checked.errors as FieldErrors<Field>);
    onSubmit(inputOf(start, values, isKept));
  };

  const refusal =
    submitError && Object.keys(serverErrors).length === 0
      ? errorText(t, errorCodeOf(submitError))
      : null;

  return (
    <form id={id} noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label={t('ownRecipes.form.name')}
        value={values.title}
        onChange={(event) => change('title')(event.target.value)}
        error={fieldError('title')}
        maxLength={NAME_MAX_LENGTH}
      />
      <div className="grid grid-cols-3 gap-3">
        {NUMBER_FIELDS.map((field) => (
          <NumberField
            key={field}
            label={t(`ownRecipes.form.${field}`)}
            min={field === 'servings' ? 1 : 0}
            value={values[field]}
            onChange={(event) => change(field)(event.target.value)}
            error={fieldError(field)}
          />
        ))}
      </div>
      <SelectField
        label={t('ownRecipes.form.type')}
        value={values.type}
        onChange={(event) => change('type')(event.target.value as MealType)}
        options={MEAL_TYPES.map((type) => ({ value: type, label: t(`mealTypes.${type}`) }))}
      />
      <TextAreaField
        label={t('ownRecipes.form.ingredients')}
        hint={t('ownRecipes.form.ingredientsHint')}
        rows={6}
        value={values.ingredients}
        onChange={(event) => change('ingredients')(event.target.value)}
        onBlur={() => recheck(values)}
        error={fieldError('ingredients')}
      />
      <RuleFlags
        review={review}
        isChecking={check.isPending}
        isKept={isKept}
        onKeptChange={setIsKept}
        onAdapt={adapt}
      />
      <TextAreaField
        label={t('ownRecipes.form.instructions')}
        hint={t('ownRecipes.form.instructionsHint')}
        rows={6}
        value={values.instructions}
        onChange={(event) => change('instructions')(event.target.value)}
        onBlur={() => recheck(values)}
        error={fieldError('instructions')}
      />
      {refusal ? <Alert>{refusal}</Alert> : null}
    </form>
  );
}
