import { SHOPPING_ITEM_DEFAULTS, shoppingItemInputSchema } from '@mijote/contracts';
import type { ShoppingUnit } from '@mijote/cuisine/vocabulary';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { COUNT_AND_CHOICE_ROW, SelectField } from '@/components/ui/form-fields';
import { TextField } from '@/components/ui/text-field';
import { unitOptions } from '@/lib/amount';
import { actionErrorText } from '@/lib/errors';
import { type FieldErrors, fieldErrorsFromApi, validate } from '@/lib/form';
import { useTranslation } from '@/lib/translation';
import { useAddShoppingItem } from '../api/add-shopping-item';

const FORM_ID = 'shopping-item-form';
type Field = 'name' | 'quantity' | 'unit';
const emptyForm = () => ({
  name: '',
  quantity: SHOPPING_ITEM_DEFAULTS.quantity as string,
  unit: SHOPPING_ITEM_DEFAULTS.unit as ShoppingUnit,
});

/**
 * Spec 5: the name is trimmed and an empty one is silently ignored (nothing is sent); the
 * quantity defaults to '1' when left empty; the unit to 'unité', among the spec's units and the
 * units shops sell (decision 012). A whole line typed as the name (« 2 boîtes de thon ») is read
 * into its quantity, unit and name by the server.
 */
export function AddItemDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const add = useAddShoppingItem();
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const change = (open: boolean) => {
    if (!open) {
      setForm(emptyForm());
      setErrors({});
      add.reset();
    }
    onOpenChange(open);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    if (!form.name.trim()) {
      const name = event.currentTarget.elements.namedItem('name');
      if (name instanceof HTMLInputElement) name.focus();
      return;
    }
    const result = validate(shoppingItemInputSchema, form);
    if (!result.success) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    add.mutate(result.data, {
      onSuccess: () => change(false),
      onError: (error) => setErrors(fieldErrorsFromApi(error)),
    });
  };

  const fieldError = (field: Field) => (errors[field] ? t(errors[field]) : null);
  const hasFieldErrors = Object.keys(errors).length > 0;

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={t('shopping.form.title')}
      description={t('shopping.form.description')}
      footer={
        <>
          <Button variant="secondary" onClick={() => change(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} isLoading={add.isPending}>
            {t('shopping.form.submit')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={submit} className="space-y-4">
        {add.isError && !hasFieldErrors ? (
          <Alert>{actionErrorText(t, add.error, 'SHOPPING_ADD_FAILED')}</Alert>
        ) : null}
        <TextField
          name="name"
          label={t('shopping.form.name')}
          placeholder={t('shopping.form.namePlaceholder')}
          autoComplete="off"
          maxLength={120}
          value={form.name}
          onChange={(event) => setForm({ ...form, name: event.target.value })}
          error={fieldError('name')}
        />
        <div className={COUNT_AND_CHOICE_ROW}>
          <TextField
            label={t('shopping.form.quantity')}
            inputMode="decimal"
            autoComplete="off"
            value={form.quantity}
            onChange={(event) => setForm({ ...form, quantity: event.target.value })}
            error={fieldError('quantity')}
          />
          <SelectField
            label={t('shopping.form.unit')}
            value={form.unit}
            onChange={(event) => setForm({ ...form, unit: event.target.value as ShoppingUnit })}
            options={unitOptions(t)}
            error={fieldError('unit')}
          />
        </div>
      </form>
    </Dialog>
  );
}
