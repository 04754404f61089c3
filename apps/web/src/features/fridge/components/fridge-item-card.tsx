import { type FridgeItem, isExpiringSoon, readExpiry } from '@mijote/contracts';
import { clsx } from 'clsx';
import { AlarmClock, CalendarDays, ChevronRight, CircleAlert, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { formatAmount } from '@/lib/amount';
import { expiryText } from '@/lib/expiry-text';
import { useTranslation } from '@/lib/translation';
import { FoodIcon } from './food-icon';

/**
 * One item of the fridge: its food's picture, name, quantity and date, read one way (decision
 * 029): « Périmé depuis le … » in red once the date is past, « Expire aujourd’hui », « Expire
 * demain », « Expire le … », an item to eat within 3 days marked. A tap (or Enter, Space) opens
 * it to be changed; the bin deletes it (decision 033).
 */
export function FridgeItemCard({
  item,
  today,
  onOpen,
  onDelete,
}: {
  item: FridgeItem;
  today: string;
  onOpen: (item: FridgeItem) => void;
  onDelete: (item: FridgeItem) => void;
}) {
  const { t } = useTranslation();
  const detailsId = useId();
  const reading = readExpiry(item.expirationDate, today);
  const state = reading?.state ?? 'none';
  const isExpired = state === 'expired';
  const isSoon = isExpiringSoon(item.expirationDate, today);
  const DateIcon = isExpired ? CircleAlert : isSoon ? AlarmClock : CalendarDays;
  return (
    <li
      data-expiry={state}
      className={clsx(
        'flex items-stretch rounded-2xl border bg-surface shadow-sm transition-colors',
        isExpired ? 'border-danger-line' : isSoon ? 'border-saffron/70' : 'border-line',
      )}
    >
      <button
        type="button"
        onClick={() => onOpen(item)}
        aria-label={t('fridge.edit.open', { name: item.name })}
        aria-describedby={detailsId}
        className="group flex min-w-0 flex-1 items-start gap-3 rounded-2xl p-3 text-left hover:bg-surface-muted/60"
      >
        <FoodIcon look={item.look} category={item.category} />
        <span id={detailsId} className="min-w-0 flex-1">
          <span className="block font-semibold break-words text-fg">{item.name}</span>
          <span className="block text-sm text-muted-fg">
            {formatAmount(t, item.quantity, item.unit)}
            <span className="sr-only">, {t(`categories.${item.category}`)}, </span>
          </span>
          <span
            className={clsx(
              'mt-1 flex items-center gap-1 text-xs',
              isExpired
                ? 'font-semibold text-danger'
                : isSoon
                  ? 'font-semibold text-primary-soft-fg'
                  : 'text-muted-fg',
            )}
          >
            <DateIcon className="size-3.5 shrink-0" aria-hidden="true" />
            {reading ? expiryText(t, reading, today) : t('fridge.noExpiry')}
          </span>
        </span>
        <ChevronRight
          className="mt-2.5 size-4 shrink-0 text-muted-fg transition-transform group-hover:translate-x-0.5"
          aria-hidden="true"
        />
      </button>
      <button
        type="button"
        onClick={() => onDelete(item)}
        aria-label={t('fridge.delete', { name: item.name })}
        className="m-1 inline-flex size-10 shrink-0 items-center justify-center self-start rounded-full text-muted-fg hover:bg-danger-soft hover:text-danger"
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}
