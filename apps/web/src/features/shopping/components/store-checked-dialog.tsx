import { type FridgeStoreEntry, fridgeQuantityOf, NAME_MAX_LENGTH } from '@mijote/contracts';
import {
  FRIDGE_CATEGORIES,
  type FridgeCategory,
  SHOPPING_UNITS,
  type ShoppingUnit,
} from '@mijote/cuisine/vocabulary';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { DateField, NumberField, SelectField } from '../../../components/ui/form-fields';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { actionErrorText } from '../../../lib/errors';
import { useStoreCheckedItems, useStoreProposal } from '../api/store-checked-items';

const FORM_ID = 'store-checked-form';

/** One entry as the form edits it: the browser's strings until submit. */
type Draft = {
  itemId: string;
  name: string;
  quantity: string;
  unit: ShoppingUnit;
  category: FridgeCategory;
  expirationDate: string;
};

function draftOf(entry: FridgeStoreEntry): Draft {
  return {
    itemId: entry.itemId,
    name: entry.name,
    quantity: String(entry.quantity),
    unit: entry.unit,
    category: entry.category,
    expirationDate: entry.expirationDate ?? '',
  };
}

/**
 * « Ranger au frigo » (issue 12): the checked items as fridge items, each with a quantity, a
 * category and an expiry proposed from what Mijote knows of the food, editable; confirming moves
 * them all at once (fridge rows created, list rows removed).
 */
export function StoreCheckedDialog({
  open,
  onOpenChange,
  itemIds,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  itemIds: readonly string[];
}) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const proposal = useStoreProposal(itemIds, open);
  const store = useStoreCheckedItems();
  const [drafts, setDrafts] = useState<Draft[]>([]);

  useEffect(() => {
    if (proposal.data) setDrafts(proposal.data.entries.map(draftOf));
  }, [proposal.data]);

  const changeOpen = (next: boolean) => {
    if (!next) {
      store.reset();
      setDrafts([]);
    }
    onOpenChange(next);
  };
  const edit = (index: number, change: Partial<Draft>) =>
    setDrafts((current) => current.map((d, i) => (i === index ? { ...d, ...change } : d)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    store.mutate(
      {
        entries: drafts.map((draft) => ({
          ...draft,
          quantity: fridgeQuantityOf(draft.quantity),
          expirationDate: draft.expirationDate === '' ? null : draft.expirationDate,
        })),
      },
      {
        onSuccess: ({ removedIds }) => {
          showToast({
            title: t('shopping.store.done', { count: removedIds.length }),
          });
          changeOpen(false);
        },
      },
    );
  };

  const error = store.isError
    ? actionErrorText(t, store.error, 'SHOPPING_STORE_FAILED')
    : proposal.isError
      ? actionErrorText(t, proposal.error, 'SHOPPING_STORE_FAILED')
      : null;

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={t('shopping.store.title')}
      description={t('shopping.store.text')}
      footer={
        <>
          <Button variant="secondary" onClick={() => changeOpen(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            isLoading={store.isPending}
            disabled={drafts.length === 0}
          >
            {t('shopping.store.confirm', { count: drafts.length })}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate className="space-y-4">
        {error ? <Alert>{error}</Alert> : null}
        {proposal.isPending && open ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-fg">
            <Spinner />
            {t('common.loading')}
          </p>
        ) : null}
        {drafts.map((draft, index) => (
          <fieldset
            key={draft.itemId}
            className="space-y-3 rounded-2xl border border-line p-3 sm:p-4"
          >
            <legend className="px-1 text-sm font-semibold text-fg">{draft.name}</legend>
            <TextField
              label={t('shopping.store.name')}
              value={draft.name}
              maxLength={NAME_MAX_LENGTH}
              onChange={(event) => edit(index, { name: event.target.value })}
              required
            />
            <div className="grid grid-cols-2 gap-3">
              <NumberField
                label={t('shopping.store.quantity')}
                value={draft.quantity}
                min={1}
                step={1}
                onChange={(event) => edit(index, { quantity: event.target.value })}
              />
              <SelectField
                label={t('shopping.store.unit')}
                value={draft.unit}
                onChange={(event) => edit(index, { unit: event.target.value as ShoppingUnit })}
                options={SHOPPING_UNITS.map((value) => ({ value, label: value }))}
              />
              <SelectField
                label={t('shopping.store.category')}
                value={draft.category}
                onChange={(event) =>
                  edit(index, { category: event.target.value as FridgeCategory })
                }
                options={FRIDGE_CATEGORIES.map((value) => ({ value, label: value }))}
              />
              <DateField
                label={t('shopping.store.expiration')}
                value={draft.expirationDate}
                onChange={(event) => edit(index, { expirationDate: event.target.value })}
              />
            </div>
          </fieldset>
        ))}
      </form>
    </Dialog>
  );
}
