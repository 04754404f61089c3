import { type FridgeStoreEntry, fridgeQuantityOf, NAME_MAX_LENGTH } from '@mijote/contracts';
import {
  FRIDGE_CATEGORIES,
  type FridgeCategory,
  type ShoppingUnit,
} from '@mijote/cuisine/vocabulary';
import { type FormEvent, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import {
  COUNT_AND_CHOICE_ROW,
  DateField,
  NumberField,
  SelectField,
} from '@/components/ui/form-fields';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { unitOptions } from '@/lib/amount';
import { actionErrorText } from '@/lib/errors';
import { useTranslation } from '@/lib/translation';
import { useStoreCheckedItems, useStoreProposal } from '../api/store-checked-items';
import { useStoreFridgeEntries } from '../api/store-fridge-entries';

const FORM_ID = 'store-checked-form';

/** One entry as the form edits it: the browser's strings until submit. */
type Draft = {
  itemIds: string[];
  /** Ticked: it goes in the fridge; unticked: it only leaves the list (the cupboard's). */
  isStored: boolean;
  name: string;
  quantity: string;
  unit: ShoppingUnit;
  category: FridgeCategory;
  expirationDate: string;
};

function draftOf(entry: FridgeStoreEntry): Draft {
  return {
    itemIds: entry.itemIds,
    isStored: entry.isForFridge,
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
 * « Ranger au frigo » (spec section 4, decision 012): each checked line as a fridge item, with
 * what was bought, a category and an expiry proposed from what Mijote knows of the food,
 * editable; dry goods and tins come unticked (they go in the cupboard). Confirming stores the
 * ticked ones and takes every line off the list, at once.
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
    const stored = edited.filter((draft) => draft.isStored);
    const done = (count: number) => {
      showToast({ title: t('shopping.store.done', { count }) });
      changeOpen(false);
    };
    if (entries === undefined) {
      moveChecked.mutate(
        { entries: edited },
        { onSuccess: ({ fridgeItems }) => done(fridgeItems.length) },
      );
    } else if (stored.length > 0) {
      storeGiven.mutate(
        { entries: stored.map(({ itemIds: _, isStored: __, ...entry }) => entry) },
        { onSuccess: ({ fridgeItems }) => done(fridgeItems.length) },
      );
    } else {
      changeOpen(false);
    }
  };

  const storedCount = drafts.filter((draft) => draft.isStored).length;
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
            {storedCount === 0
              ? t('shopping.store.removeOnly')
              : t('shopping.store.confirm', { count: storedCount })}
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
            key={draft.itemIds[0]}
            className="space-y-3 rounded-2xl border border-line p-3 sm:p-4"
          >
            <legend className="px-1 text-sm font-semibold text-fg">{draft.name}</legend>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-fg">
              <input
                type="checkbox"
                checked={draft.isStored}
                onChange={(event) => edit(index, { isStored: event.target.checked })}
                className="size-5 shrink-0 cursor-pointer accent-primary"
              />
              {t('shopping.store.isForFridge')}
            </label>
            {draft.isStored ? (
              <StoredFields draft={draft} onChange={(change) => edit(index, change)} />
            ) : (
              <p className="text-xs text-muted-fg">{t('shopping.store.notForFridge')}</p>
            )}
          </fieldset>
        ))}
      </form>
    </Dialog>
  );
}

/** What the fridge item will be, editable: name, quantity, unit, category, expiry. */
function StoredFields({
  draft,
  onChange,
}: {
  draft: Draft;
  onChange: (change: Partial<Draft>) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('shopping.store.name')}
        value={draft.name}
        maxLength={NAME_MAX_LENGTH}
        onChange={(event) => onChange({ name: event.target.value })}
        required
      />
      <div className={COUNT_AND_CHOICE_ROW}>
        <NumberField
          label={t('shopping.store.quantity')}
          value={draft.quantity}
          min={1}
          step={1}
          onChange={(event) => onChange({ quantity: event.target.value })}
        />
        <SelectField
          label={t('shopping.store.unit')}
          value={draft.unit}
          onChange={(event) => onChange({ unit: event.target.value as ShoppingUnit })}
          options={unitOptions(t)}
        />
        {/* The whole width, as in the fridge form: « Produits Laitiers » is cut short in half of it. */}
        <SelectField
          className="col-span-2"
          label={t('shopping.store.category')}
          value={draft.category}
          onChange={(event) => onChange({ category: event.target.value as FridgeCategory })}
          options={FRIDGE_CATEGORIES.map((value) => ({
            value,
            label: t(`categories.${value}`),
          }))}
        />
        <DateField
          className="col-span-2"
          label={t('shopping.store.expiration')}
          value={draft.expirationDate}
          onChange={(event) => onChange({ expirationDate: event.target.value })}
        />
      </div>
    </>
  );
}
