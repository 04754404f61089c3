import type { FridgeStoreEntry } from '@mijote/contracts';
import { Plus, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { actionErrorText } from '@/lib/errors';
import type { FirstRead } from '@/lib/page-first-reads';
import { useTranslation } from '@/lib/translation';
import { useCheckShoppingItems } from '../api/check-shopping-items';
import { useDeleteShoppingItems } from '../api/delete-shopping-items';
import { shoppingListQuery, useShoppingList } from '../api/get-shopping-list';
import { useMovePantryToList } from '../api/move-pantry-to-list';
import { checkedItemIds, countLines } from '../shopping-view';
import { AddItemDialog } from './add-item-dialog';
import { DeleteCheckedDialog } from './delete-checked-dialog';
import { ShoppingContent } from './shopping-content';
import { StoreCheckedDialog } from './store-checked-dialog';

/**
 * How long « Recette complète » stays on screen: long enough to reach its « Ranger au frigo »
 * (Radix also keeps it while hovered or focused, and F8 takes the keyboard to it).
 */
export const RECIPE_DONE_TOAST_MS = 8000;

/** What the page reads first (lib/page-first-reads.ts; its HTML fetches the same). */
export const FIRST_READS: readonly FirstRead[] = [shoppingListQuery];

/** /dashboard/shopping, « Liste de courses » (spec 2). */
export function ShoppingPage() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const list = useShoppingList();
  const [isAddOpen, setIsAddOpen] = useState(false);
  const [isDeleteCheckedOpen, setIsDeleteCheckedOpen] = useState(false);
  const [isStoreOpen, setIsStoreOpen] = useState(false);
  // A completed recipe's rows, gone from the list with the spec's purge, offered to the fridge.
  const [purgedEntries, setPurgedEntries] = useState<readonly FridgeStoreEntry[] | null>(null);
  // Spec 8: errors appear in a red banner; the next action clears it.
  const [actionError, setActionError] = useState<string | null>(null);

  const check = useCheckShoppingItems({
    onFailed: (error) => setActionError(actionErrorText(t, error, 'SHOPPING_UPDATE_FAILED')),
    onRecipesCompleted: (recipes) => {
      for (const { title, entries } of recipes) {
        showToast({
          title: t('shopping.recipeDone.title'),
          description: t('shopping.recipeDone.text', { title }),
          duration: RECIPE_DONE_TOAST_MS,
          action: {
            label: t('shopping.store.button'),
            altText: t('shopping.recipeDone.storeAlt', { title }),
            onClick: () => setPurgedEntries(entries),
          },
        });
      }
    },
  });
  const deleteLine = useDeleteShoppingItems({
    onFailed: (error) => setActionError(actionErrorText(t, error, 'SHOPPING_DELETE_FAILED')),
  });

  const moveToList = useMovePantryToList({
    onFailed: (error) => setActionError(actionErrorText(t, error, 'SHOPPING_UPDATE_FAILED')),
  });

  const items = list.data?.items ?? [];
  const aisles = list.data?.aisles ?? [];
  const checkedIds = checkedItemIds(aisles);
  const checkedCount = countLines(aisles).checked;

  return (
    <section aria-labelledby="page-title" className="space-y-5">
      <PageHeader
        title={t('dashboard.pages.shopping')}
        description={t('shopping.description')}
        actions={
          <Button onClick={() => setIsAddOpen(true)}>
            <Plus className="size-4" aria-hidden="true" />
            {t('shopping.add')}
          </Button>
        }
      />
      {actionError ? (
        // Sticky under the header: the row the user touched may be far down a long list.
        <div className="sticky top-20 z-20">
          <Alert className="shadow-md" onDismiss={() => setActionError(null)}>
            {actionError}
          </Alert>
        </div>
      ) : null}

      {list.data ? (
        items.length === 0 ? (
          <EmptyState
            icon={ShoppingCart}
            title={t('shopping.empty.title')}
            text={t('shopping.empty.text')}
          />
        ) : (
          <ShoppingContent
            list={list.data}
            onCheckedChange={(itemIds, checked) => {
              setActionError(null);
              check.mutate({ itemIds, checked });
            }}
            onDelete={(itemIds) => {
              setActionError(null);
              deleteLine.mutate(itemIds);
            }}
            onDeleteChecked={() => {
              setActionError(null);
              setIsDeleteCheckedOpen(true);
            }}
            onStoreChecked={() => {
              setActionError(null);
              setIsStoreOpen(true);
            }}
            onMoveToList={(line) => {
              setActionError(null);
              moveToList.mutate(line.itemIds, {
                onSuccess: () =>
                  showToast({ title: t('shopping.pantry.moved', { name: line.name }) }),
              });
            }}
          />
        )
      ) : list.isError ? (
        <Alert>
          <p>{actionErrorText(t, list.error, 'SHOPPING_LOAD_FAILED')}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() => void list.refetch()}
          >
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-fg">
          <Spinner />
          {t('common.loading')}
        </p>
      )}

      <AddItemDialog open={isAddOpen} onOpenChange={setIsAddOpen} />
      <StoreCheckedDialog open={isStoreOpen} onOpenChange={setIsStoreOpen} itemIds={checkedIds} />
      <StoreCheckedDialog
        open={purgedEntries !== null}
        onOpenChange={(open) => {
          if (!open) setPurgedEntries(null);
        }}
        entries={purgedEntries ?? []}
      />
      <DeleteCheckedDialog
        open={isDeleteCheckedOpen}
        onOpenChange={setIsDeleteCheckedOpen}
        checkedCount={checkedCount}
      />
    </section>
  );
}
