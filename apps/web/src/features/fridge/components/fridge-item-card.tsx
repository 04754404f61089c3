import type { FridgeItem } from '@mijote/contracts';
import { clsx } from 'clsx';
import { AlarmClock, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/amount';
import { expiryDateText, expiryStateOf } from '../fridge-rules';
import { CategoryIcon } from './category-icon';

/**
 * One item on a shelf: its category, name, quantity and date. Spec: « Expire le … », or
 * « Périmé depuis le … » in red when the date is today or past; issue 8: an item expiring
 * within 3 days is marked.
 */
export function FridgeItemCard({
  item,
  today,
  onDelete,
}: {
  item: FridgeItem;
  today: string;
  onDelete: (item: FridgeItem) => void;
}) {
  const { t } = useTranslation();
  const state = expiryStateOf(item.expirationDate, today);
  const date = item.expirationDate ? expiryDateText(item.expirationDate, today) : null;
  return (
    <li
      data-expiry={state}
      className={clsx(
        'flex items-start gap-3 rounded-2xl border bg-surface p-3 shadow-sm',
        state === 'expired' && 'border-danger-line',
        state === 'soon' && 'border-saffron',
        (state === 'fresh' || state === 'none') && 'border-line',
      )}
    >
      <CategoryIcon category={item.category} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-fg">{item.name}</p>
        <p className="text-sm text-muted-fg">
          {formatAmount(t, item.quantity, item.unit)}
          <span className="sr-only">, {t(`categories.${item.category}`)}</span>
        </p>
        <p
          className={clsx(
            'mt-1 text-xs',
            state === 'expired' ? 'font-semibold text-danger' : 'text-muted-fg',
          )}
        >
          {date === null
            ? t('fridge.noExpiry')
            : state === 'expired'
              ? t('fridge.expiredSince', { date })
              : t('fridge.expiresOn', { date })}
        </p>
        {state === 'soon' ? (
          <p className="mt-1.5 inline-flex items-center gap-1 rounded-full bg-saffron/20 px-2 py-0.5 text-xs font-semibold text-fg">
            <AlarmClock className="size-3.5" aria-hidden="true" />
            {t('fridge.soon')}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => onDelete(item)}
        aria-label={t('fridge.delete', { name: item.name })}
        className="-mt-1 -mr-1 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted-fg hover:bg-danger-soft hover:text-danger"
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}
