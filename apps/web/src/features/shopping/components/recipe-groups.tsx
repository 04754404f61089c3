import type { ShoppingItem } from '@mijote/contracts';
import { ChefHat, PenLine } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/translation';
import type { RecipeGroup } from '../shopping-view';
import { ShoppingRow } from './shopping-row';

/** « Par recette » (spec 2): a card per recipe title, manual items under their own heading. */
type RecipeGroupsProps = {
  groups: readonly RecipeGroup[];
  onCheckedChange: (itemIds: string[], checked: boolean) => void;
  onDelete: (itemIds: string[]) => void;
};

export function RecipeGroups({ groups, onCheckedChange, onDelete }: RecipeGroupsProps) {
  return (
    <div className="space-y-4">
      {groups.map((group) => (
        <RecipeGroupCard
          key={group.key}
          group={group}
          onCheckedChange={onCheckedChange}
          onDelete={onDelete}
        />
      ))}
    </div>
  );
}

function RecipeGroupCard({
  group,
  onCheckedChange,
  onDelete,
}: { group: RecipeGroup } & Omit<RecipeGroupsProps, 'groups'>) {
  const { t } = useTranslation();
  const headingId = useId();
  const title = group.recipeTitle ?? t('shopping.manualGroup');
  const Icon = group.recipeTitle === null ? PenLine : ChefHat;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-line bg-surface p-2 shadow-sm sm:p-3"
    >
      <header className="flex items-center gap-3 px-3 pt-2 pb-1">
        <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
        <h2 id={headingId} className="min-w-0 flex-1 font-serif text-lg font-bold text-fg">
          {title}
        </h2>
        <span className="shrink-0 rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-semibold text-muted-fg tabular-nums">
          <span aria-hidden="true">
            {group.checkedCount}/{group.items.length}
          </span>
          <span className="sr-only">
            {t('shopping.groupProgress', {
              count: group.checkedCount,
              total: group.items.length,
            })}
          </span>
        </span>
      </header>
      <ul>
        {group.items.map((item: ShoppingItem) => (
          <ShoppingRow
            key={item.id}
            name={item.name}
            quantity={item.quantity}
            unit={item.unit}
            packSize={item.packSize}
            need={item.need ? { amount: item.need, recipeCount: 1 } : null}
            inFridge={item.inFridge}
            isChecked={item.checked}
            onCheckedChange={(checked) => onCheckedChange([item.id], checked)}
            onDelete={() => onDelete([item.id])}
          />
        ))}
      </ul>
    </section>
  );
}
