import type { FridgeItem } from '@mijote/contracts';
import { useTranslation } from 'react-i18next';
import { placeOnShelves } from '../fridge-rules';
import { FridgeItemCard } from './fridge-item-card';

/**
 * The inside of the fridge: five shelves, top to bottom (spec « five shelves »). While a search
 * or a category narrows the list, the shelves left empty step aside.
 */
export function FridgeShelves({
  items,
  today,
  isFiltered,
  onDelete,
}: {
  items: readonly FridgeItem[];
  today: string;
  isFiltered: boolean;
  onDelete: (item: FridgeItem) => void;
}) {
  const { t } = useTranslation();
  const shelves = placeOnShelves(items);
  return (
    <div className="rounded-[2rem] border border-line bg-surface-muted p-3 shadow-inner sm:p-4">
      {shelves.map((shelfItems, index) => {
        if (isFiltered && shelfItems.length === 0) return null;
        const number = index + 1;
        const headingId = `fridge-shelf-${number}`;
        return (
          <section key={number} aria-labelledby={headingId} className="pt-2 first:pt-0">
            <h2
              id={headingId}
              className="px-1 pb-2 text-xs font-semibold tracking-wide text-muted-fg uppercase"
            >
              {t('fridge.shelf', { number })}
            </h2>
            {shelfItems.length > 0 ? (
              <ul className="grid gap-2 min-[520px]:grid-cols-2 lg:grid-cols-3">
                {shelfItems.map((item) => (
                  <FridgeItemCard key={item.id} item={item} today={today} onDelete={onDelete} />
                ))}
              </ul>
            ) : (
              <p className="px-1 py-3 text-sm text-muted-fg">{t('fridge.shelfEmpty')}</p>
            )}
            {/* The glass plate the items stand on. */}
            <div className="mt-3 h-1.5 rounded-full bg-line" aria-hidden="true" />
          </section>
        );
      })}
    </div>
  );
}
