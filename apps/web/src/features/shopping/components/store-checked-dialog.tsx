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
import { useStoreFridgeEntries } from '../api/store-fridge-entries';

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
 * Where the entries come from: checked items still on the list (asked to the server, then moved:
 * fridge rows created, list rows removed), or the proposal a check answered for a completed
 * recipe whose rows the spec's purge already deleted (only stored in the fridge).
 */
type StoreSource =
  | { itemIds: readonly string[]; entries?: never }
  | { entries: readonly FridgeStoreEntry[]; itemIds?: never };

/**
 * « Ranger au frigo » (issue 12): the items as fridge items, each with a quantity, a category and
 * an expiry proposed from what Mijote knows of the food, editable; confirming stores them all at
 * once.
 */
export function StoreCheckedDialog({
  open,
  onOpenChange,
  itemIds = [],
  entries,
}: { open: boolean; onOpenChange: (open: boolean) => void } & StoreSource) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const proposal = useStoreProposal(itemIds, open && entries === undefined);
  const moveChecked = useStoreCheckedItems();
  const storeGiven = useStoreFridgeEntries();
  const store = entries === undefined ? moveChecked : storeGiven;
  const [drafts, setDrafts] = useState<Draft[]>([]);

  useEffect(() => {
    if (proposal.data) setDrafts(proposal.data.entries.map(draftOf));
  }, [proposal.data]);
  useEffect(() => {
    if (open && entries) setDrafts(entries.map(draftOf));
  }, [open, entries]);

  const changeOpen = (next: boolean) => {
    if (!next) {
      moveChecked.reset();
      storeGiven.reset();
      setDrafts([]);
    }
    onOpenChange(next);
  };
  const edit = (index: number, change: Partial<Draft>) =>
    setDrafts((current) => current.map((d, i) => (i === index ? { ...d, ...change } : d)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const edited = drafts.map((draft) => ({
      ...draft,
      quantity: fridgeQuantityOf(draft.quantity),
      expirationDate: draft.expirationDate === '' ? null : draft.expirationDate,
    }));
    const done = (count: number) => {
      showToast({ title: t('shopping.store.done', { count }) });
      changeOpen(false);
    };
    if (entries === undefined) {
      moveChecked.mutate(
        { entries: edited },
        { onSuccess: ({ removedIds }) => done(removedIds.length) },
      );
    } else {
      storeGiven.mutate(
        { entries: edited.map(({ itemId: _, ...entry }) => entry) },
        { onSuccess: ({ fridgeItems }) => done(fridgeItems.length) },
      );
    }
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
      description={t(entries === undefined ? 'shopping.store.text' : 'shopping.store.purgedText')}
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
        {entries === undefined && proposal.isPending && open ? (
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
              {/* The whole width, as in the fridge form: « Produits Laitiers » is cut short in half of it. */}
              <SelectField
                className="col-span-2"
                label={t('shopping.store.category')}
                value={draft.category}
                onChange={(event) =>
                  edit(index, { category: event.target.value as FridgeCategory })
                }
                options={FRIDGE_CATEGORIES.map((value) => ({ value, label: value }))}
              />
              <DateField
                className="col-span-2"
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
