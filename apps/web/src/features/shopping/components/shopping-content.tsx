import { type ShoppingLine, type ShoppingList, shoppingProgress } from '@mijote/contracts';
import { Refrigerator, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { Switch } from '@/components/ui/switch';
import { useTranslation } from '@/lib/translation';
import { countLines, groupByRecipe, searchAisles, searchItems } from '../shopping-view';
import { AisleList } from './aisle-list';
import { PantrySection } from './pantry-section';
import { RecipeGroups } from './recipe-groups';
import { ShoppingProgress } from './shopping-progress';

/**
 * A list with items: the progress, the search, the « Par recette » toggle, « Supprimer cochés »,
 * and the list grouped one way or the other. The counts are the whole list's, whatever the search.
 */
type ShoppingContentProps = {
  list: ShoppingList;
  onCheckedChange: (itemIds: string[], checked: boolean) => void;
  onDelete: (itemIds: string[]) => void;
  onDeleteChecked: () => void;
  /** « Ranger au frigo » on the checked items. */
  onStoreChecked: () => void;
  /** Decision 012: « Il n’en reste plus » on a cupboard staple. */
  onMoveToList: (line: ShoppingLine) => void;
};

export function ShoppingContent({
  list,
  onCheckedChange,
  onDelete,
  onDeleteChecked,
  onStoreChecked,
  onMoveToList,
}: ShoppingContentProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [isByRecipe, setIsByRecipe] = useState(true);
  const counts = countLines(list.aisles);
  const groups = isByRecipe ? groupByRecipe(searchItems(list.items, query)) : [];
  const aisles = isByRecipe ? [] : searchAisles(list.aisles, query);
  // An item just added shows in « Tous les articles » once the list is fetched again.
  const hasNoMatch = query.trim() !== '' && (isByRecipe ? groups : aisles).length === 0;

  return (
    <>
      <ShoppingProgress
        counts={counts}
        percent={shoppingProgress(list.aisles.flatMap((aisle) => aisle.lines))}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchField
          label={t('shopping.search')}
          value={query}
          onValueChange={setQuery}
          className="sm:flex-1"
        />
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 whitespace-nowrap">
          <Switch label={t('shopping.byRecipe')} isOn={isByRecipe} onChange={setIsByRecipe} />
          <Button
            variant="secondary"
            onClick={onStoreChecked}
            disabled={counts.checked === 0}
            className="shrink-0"
          >
            <Refrigerator className="hidden size-4 sm:block" aria-hidden="true" />
            {t('shopping.store.button')}
          </Button>
          <Button
            variant="secondary"
            onClick={onDeleteChecked}
            disabled={counts.checked === 0}
            className="shrink-0"
          >
            {/* Without its icon on phones, so that the toggle and it share one line. */}
            <Trash2 className="hidden size-4 sm:block" aria-hidden="true" />
            {t('shopping.deleteChecked.button')}
          </Button>
        </div>
      </div>
      {hasNoMatch ? (
        <p
          role="status"
          className="rounded-3xl border border-dashed border-line p-6 text-center text-sm text-muted-fg"
        >
          {t('shopping.noMatch', { query: query.trim() })}
        </p>
      ) : isByRecipe ? (
        <RecipeGroups groups={groups} onCheckedChange={onCheckedChange} onDelete={onDelete} />
      ) : (
        <AisleList aisles={aisles} onCheckedChange={onCheckedChange} onDelete={onDelete} />
      )}
      <PantrySection lines={list.pantry} onMoveToList={onMoveToList} onDelete={onDelete} />
    </>
  );
}
