import type { ShoppingUnit } from '@mijote/cuisine/vocabulary';
import { clsx } from 'clsx';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { formatAmount } from '@/lib/amount';
import { capitalized } from '@/lib/text';
import { useTranslation } from '@/lib/translation';

/**
 * One line of the list: a real checkbox whose label is the whole row (a big target on a phone),
 * what to buy, what the recipes needed when it says more (« 9 gousses pour 3 recettes »), and a
 * delete button.
 */
type ShoppingRowProps = {
  name: string;
  quantity: string;
  unit: ShoppingUnit;
  /** Decision 012: « 2 boîtes (400 g) ». */
  packSize?: string | null;
  /** What the recipes needed, and how many: the detail under the name. */
  need?: { amount: string; recipeCount: number } | null;
  isChecked: boolean;
  /** What the fridge held when the recipe was added; the quantity is the rest. */
  inFridge?: string | null;
  onCheckedChange: (checked: boolean) => void;
  onDelete: () => void;
};

export function ShoppingRow({
  name,
  quantity,
  unit,
  packSize = null,
  need = null,
  isChecked,
  inFridge = null,
  onCheckedChange,
  onDelete,
}: ShoppingRowProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <li className="group flex items-center gap-1 rounded-2xl transition-colors hover:bg-surface-muted">
      <input
        id={id}
        type="checkbox"
        checked={isChecked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="peer ml-3 size-5 shrink-0 cursor-pointer accent-primary"
      />
      {/* The {' '} between spans give the checkbox its spoken name, 'Ail 9 gousses pour 3
          recettes 1 tête'; the flex layout ignores them. */}
      <label
        htmlFor={id}
        className="flex min-h-12 min-w-0 flex-1 cursor-pointer flex-wrap items-center justify-between gap-x-3 gap-y-0.5 py-2 pl-2"
      >
        <span className="min-w-0">
          <span
            className={clsx(
              'break-words',
              isChecked ? 'text-muted-fg line-through decoration-muted-fg/70' : 'text-fg',
            )}
          >
            {capitalized(name)}
          </span>
          {inFridge ? (
            <>
              {' '}
              <span className="block text-xs text-muted-fg">
                {t('shopping.inFridge', { amount: inFridge })}
              </span>
            </>
          ) : null}
          {need ? (
            <>
              {' '}
              <span className="block text-xs text-muted-fg">
                {t('shopping.need', { amount: need.amount, count: need.recipeCount })}
              </span>
            </>
          ) : null}
        </span>{' '}
        <span
          className={clsx(
            'shrink-0 text-sm tabular-nums',
            isChecked ? 'text-muted-fg' : 'font-medium text-fg',
          )}
        >
          {formatAmount(t, quantity, unit, packSize)}
        </span>
      </label>
      <button
        type="button"
        onClick={onDelete}
        aria-label={t('shopping.deleteItem', { name: capitalized(name) })}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted-fg hover:bg-danger-soft hover:text-danger"
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}
