import type { FridgeItem } from '@mijote/contracts';
import { Plus, Refrigerator, SearchX, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { todayIsoDate } from '@/lib/dates';
import type { FirstRead } from '@/lib/page-first-reads';
import { useTranslation } from '@/lib/translation';
import { fridgeItemsQuery, useFridgeItems } from '../api/get-fridge-items';
import { type CategoryFilter, countByExpiry, filterFridgeItems } from '../fridge-rules';
import { AddFridgeItemDialog } from './add-fridge-item-dialog';
import { CategoryChips } from './category-chips';
import { DeleteFridgeItemDialog } from './delete-fridge-item-dialog';
import { EditFridgeItemDialog } from './edit-fridge-item-dialog';
import { FridgeList } from './fridge-list';
import { GenerateRecipeDialog } from './generate-recipe-dialog';

/** What the page reads first (lib/page-first-reads.ts; its HTML fetches the same). */
export const FIRST_READS: readonly FirstRead[] = [fridgeItemsQuery];

/** /dashboard/inventory, « Mon Frigo » (spec section 2). */
export function FridgePage() {
  const { t } = useTranslation();
  const itemsQuery = useFridgeItems();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryFilter>(null);
  const [isAdding, setIsAdding] = useState(false);
  const [isGenerating, setIsGenerating] = useState(false);
  const [itemToDelete, setItemToDelete] = useState<FridgeItem | null>(null);
  const [itemToEdit, setItemToEdit] = useState<FridgeItem | null>(null);

  const today = todayIsoDate();
  const items = itemsQuery.data ?? [];
  const shown = filterFridgeItems(items, query, category);
  const counts = countByExpiry(items, today);

  const summary =
    items.length === 0
      ? t('fridge.summaryEmpty')
      : [
          t('fridge.summary', { count: items.length }),
          counts.expired > 0 ? t('fridge.expiredCount', { count: counts.expired }) : null,
          counts.soon > 0 ? t('fridge.soonCount', { count: counts.soon }) : null,
        ]
          .filter(Boolean)
          .join(' · ');

  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <PageHeader
        title={t('dashboard.pages.inventory')}
        description={itemsQuery.isSuccess ? summary : undefined}
        actions={
          <>
            <Button variant="soft" onClick={() => setIsGenerating(true)}>
              <Sparkles className="size-4" aria-hidden="true" />
              {t('fridge.generate')}
            </Button>
            <Button onClick={() => setIsAdding(true)}>
              <Plus className="size-4" aria-hidden="true" />
              {t('fridge.add')}
            </Button>
          </>
        }
      />

      {itemsQuery.isPending ? (
        <LoadingState />
      ) : itemsQuery.isError ? (
        <LoadError error={itemsQuery.error} onRetry={() => void itemsQuery.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Refrigerator}
          title={t('fridge.empty.title')}
          text={t('fridge.empty.text')}
          action={
            <Button onClick={() => setIsAdding(true)}>
              <Plus className="size-4" aria-hidden="true" />
              {t('fridge.add')}
            </Button>
          }
        />
      ) : (
        <>
          <div className="space-y-3">
            <SearchField label={t('fridge.searchLabel')} value={query} onValueChange={setQuery} />
            <CategoryChips value={category} onChange={setCategory} />
          </div>
          {shown.length === 0 ? (
            <EmptyState
              icon={SearchX}
              title={t('fridge.noMatch.title')}
              text={t('fridge.noMatch.text')}
            />
          ) : (
            <FridgeList
              items={shown}
              today={today}
              onOpen={setItemToEdit}
              onDelete={setItemToDelete}
            />
          )}
        </>
      )}

      <AddFridgeItemDialog open={isAdding} onOpenChange={setIsAdding} />
      <GenerateRecipeDialog
        open={isGenerating}
        onOpenChange={setIsGenerating}
        hasItems={items.length > 0}
      />
      <EditFridgeItemDialog
        item={itemToEdit}
        onClose={() => setItemToEdit(null)}
        onDelete={setItemToDelete}
      />
      <DeleteFridgeItemDialog
        item={itemToDelete}
        onClose={() => setItemToDelete(null)}
        onDeleted={() => setItemToEdit(null)}
      />
    </section>
  );
}
