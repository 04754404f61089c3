import { type FridgeItem, isExpiringSoon, readExpiry } from '@mijote/contracts';
import { clsx } from 'clsx';
import { AlarmClock, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/lib/amount';
import { expiryText } from '@/lib/expiry-text';
import { CategoryIcon } from './category-icon';

/**
 * One item on a shelf: its category, name, quantity and date, read one way (decision 029):
 * « Périmé depuis le … » in red once the date is past, « Expire aujourd’hui », « Expire
 * demain », « Expire le … »; an item to eat within 3 days (today included) is marked (decision 029).
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
  const reading = readExpiry(item.expirationDate, today);
  const isExpired = reading?.state === 'expired';
  const isSoon = isExpiringSoon(item.expirationDate, today);
  return (
    <li
      data-expiry={reading?.state ?? 'none'}
      className={clsx(
        'flex items-start gap-3 rounded-2xl border bg-surface p-3 shadow-sm',
        isExpired ? 'border-danger-line' : isSoon ? 'border-saffron' : 'border-line',
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
            isExpired ? 'font-semibold text-danger' : 'text-muted-fg',
          )}
        >
          {reading ? expiryText(t, reading, today) : t('fridge.noExpiry')}
        </p>
        {isSoon ? (
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
