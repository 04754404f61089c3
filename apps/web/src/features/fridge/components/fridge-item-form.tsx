import {
  FRIDGE_ITEM_DEFAULTS,
  type FridgeItem,
  type FridgeItemInput,
  fridgeItemInputSchema,
  fridgeQuantityOf,
  NAME_MAX_LENGTH,
} from '@mijote/contracts';
import {
  FRIDGE_CATEGORIES,
  type FridgeCategory,
  type ShoppingUnit,
} from '@mijote/cuisine/vocabulary';
import { Sparkles } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import {
  COUNT_AND_CHOICE_ROW,
  DateField,
  NumberField,
  SelectField,
} from '@/components/ui/form-fields';
import { TextField } from '@/components/ui/text-field';
import { unitOptions } from '@/lib/amount';
import { errorCodeOf, errorText } from '@/lib/errors';
import { type FieldErrors, fieldErrorsFromApi, validate } from '@/lib/form';
import { capitalized } from '@/lib/text';
import { useTranslation } from '@/lib/translation';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useIngredientHint } from '../api/get-ingredient-hint';

/** How long the name must stay still before Mijote looks it up. */
const HINT_DELAY_MS = 300;

type Field = 'name' | 'quantity' | 'unit' | 'expirationDate' | 'category';

/**
 * The item form (spec section 5): the name is required, the quantity an integer ≥ 1 that
 * falls back to 1, the unit one of the shopping units, the expiry optional, the category Autre
 * by default. Adding, when the name is a known ingredient, its category and an expiry from its
 * shelf life are proposed; what the user picks wins, and a proposal follows the name until they
 * do. Editing (`item`, decision 033), the fields start from the item and nothing is proposed:
 * the quantity has the focus, the likeliest change.
 */
export function FridgeItemForm({
  id,
  item,
  onSubmit,
  submitError,
}: {
  id: string;
  item?: FridgeItem;
  onSubmit: (input: FridgeItemInput) => void;
  submitError: unknown;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(item?.name ?? '');
  const [quantity, setQuantity] = useState(String(item?.quantity ?? FRIDGE_ITEM_DEFAULTS.quantity));
  const [unit, setUnit] = useState<ShoppingUnit>(item?.unit ?? FRIDGE_ITEM_DEFAULTS.unit);
  // null: not chosen by the user, so the proposal (or the default) shows. An item's own values
  // count as chosen.
  const [chosenCategory, setChosenCategory] = useState<FridgeCategory | null>(
    item?.category ?? null,
  );
  const [chosenExpiry, setChosenExpiry] = useState<string | null>(
    item ? (item.expirationDate ?? '') : null,
  );
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const debouncedName = useDebouncedValue(name, HINT_DELAY_MS);
  const hint = useIngredientHint(item ? '' : debouncedName);
  const category = chosenCategory ?? hint?.category ?? FRIDGE_ITEM_DEFAULTS.category;
  const expirationDate = chosenExpiry ?? hint?.expirationDate ?? '';
  const isProposing =
    hint?.ingredient != null && (chosenCategory === null || chosenExpiry === null);

  const serverErrors = fieldErrorsFromApi(submitError);
  const fieldError = (field: Field) => {
    const key = errors[field] ?? serverErrors[field];
    return key ? t(key) : null;
  };
  const hasFieldErrors = Object.keys(serverErrors).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      name,
      quantity: fridgeQuantityOf(quantity),
      unit,
      expirationDate,
      category,
    };
    const result = validate(fridgeItemInputSchema, input);
    if (!result.success) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSubmit(result.data);
  };

  return (
    <form id={id} onSubmit={submit} noValidate className="space-y-4">
      {submitError && !hasFieldErrors ? (
        <Alert>{errorText(t, errorCodeOf(submitError))}</Alert>
      ) : null}
      <TextField
        label={t('fridge.form.name')}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          if (errors.name) setErrors(({ name: _, ...rest }) => rest);
        }}
        placeholder={t('fridge.form.namePlaceholder')}
        maxLength={NAME_MAX_LENGTH}
        autoComplete="off"
        required
        error={fieldError('name')}
      />
      <div role="status" aria-live="polite">
        {isProposing && hint?.ingredient && hint.shelfLifeDays !== null ? (
          <p className="flex items-start gap-2 rounded-xl bg-basil-soft px-3 py-2 text-sm text-basil">
            <Sparkles className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('fridge.form.hint', {
              name: capitalized(hint.ingredient.name),
              count: hint.shelfLifeDays,
            })}
          </p>
        ) : null}
      </div>
      <div className={COUNT_AND_CHOICE_ROW}>
        <NumberField
          {...(item ? { 'data-autofocus': true } : {})}
          label={t('fridge.form.quantity')}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          min={1}
          step={1}
          error={fieldError('quantity')}
        />
        <SelectField
          label={t('fridge.form.unit')}
          value={unit}
          onChange={(event) => setUnit(event.target.value as ShoppingUnit)}
          options={unitOptions(t)}
          error={fieldError('unit')}
        />
      </div>
      <DateField
        label={t('fridge.form.expiration')}
        labelHint={t('fridge.form.optional')}
        value={expirationDate}
        onChange={(event) => setChosenExpiry(event.target.value)}
        error={fieldError('expirationDate')}
      />
      <SelectField
        label={t('fridge.form.category')}
        value={category}
        onChange={(event) => setChosenCategory(event.target.value as FridgeCategory)}
        options={FRIDGE_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
        error={fieldError('category')}
      />
    </form>
  );
}
