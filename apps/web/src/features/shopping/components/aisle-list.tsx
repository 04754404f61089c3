import type { ShoppingAisle } from '@mijote/contracts';
import { ListChecks } from 'lucide-react';
import { useId } from 'react';
import { capitalized } from '@/lib/text';
import { useTranslation } from '@/lib/translation';
import { ShoppingRow } from './shopping-row';

/**
 * « Tous les articles » (spec 2): one group, in shop order under small aisle
 * headings, the items of one ingredient merged into one line that checks all of them.
 */
type AisleListProps = {
  aisles: readonly ShoppingAisle[];
  onCheckedChange: (itemIds: string[], checked: boolean) => void;
  onDelete: (itemIds: string[]) => void;
};

export function AisleList({ aisles, onCheckedChange, onDelete }: AisleListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-line bg-surface p-2 shadow-sm sm:p-3"
    >
      <header className="flex items-center gap-3 px-3 pt-2 pb-1">
        <ListChecks className="size-5 shrink-0 text-primary" aria-hidden="true" />
        <h2 id={headingId} className="font-serif text-lg font-bold text-fg">
          {t('shopping.allItems')}
        </h2>
      </header>
      {aisles.map((aisle) => (
        <AisleSection
          key={aisle.aisle ?? 'other'}
          aisle={aisle}
          onCheckedChange={onCheckedChange}
          onDelete={onDelete}
        />
      ))}
    </section>
  );
}

function AisleSection({
  aisle,
  onCheckedChange,
  onDelete,
}: { aisle: ShoppingAisle } & Omit<AisleListProps, 'aisles'>) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-2">
      <h3
        id={headingId}
        className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-fg uppercase"
      >
        {aisle.aisle === null ? t('shopping.otherAisle') : capitalized(aisle.aisle)}
      </h3>
      <ul>
        {aisle.lines.map((line) => (
          <ShoppingRow
            key={line.key}
            name={line.name}
            quantity={line.quantity}
            unit={line.unit}
            packSize={line.packSize}
            need={line.need}
            isChecked={line.checked}
            onCheckedChange={(checked) => onCheckedChange(line.itemIds, checked)}
            onDelete={() => onDelete(line.itemIds)}
          />
        ))}
      </ul>
    </section>
  );
}
