import { type FridgeItem, readExpiry } from '@mijote/contracts';
import { clsx } from 'clsx';
import { Refrigerator } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { formatAmount } from '@/lib/amount';
import { expiryText } from '@/lib/expiry-text';
import { useTranslation } from '@/lib/translation';
import { useDashboardUpcoming } from '../../api/get-dashboard-upcoming';
import { HomeCard } from './home-card';
import { PriorityRecipes } from './priority-recipes';

function ItemLine({ item, today }: { item: FridgeItem; today: string }) {
  const { t } = useTranslation();
  // Decision 029: the fridge's reading of the date, word for word.
  const reading = readExpiry(item.expirationDate, today);
  if (!reading) return null;
  const expired = reading.state === 'expired';
  return (
    <li className="flex flex-col gap-x-3 sm:flex-row sm:items-baseline sm:justify-between">
      <span className="min-w-0 font-medium break-words text-fg">
        {item.name}
        <span className="ml-1.5 text-sm font-normal text-muted-fg">
          {formatAmount(t, item.quantity, item.unit)}
        </span>
      </span>
      <span
        className={clsx(
          'shrink-0 text-sm',
          expired ? 'font-semibold text-danger' : 'text-primary-soft-fg',
        )}
      >
        {expiryText(t, reading, today)}
      </span>
    </li>
  );
}

/**
 * « À consommer en priorité »: fridge items dated within 3 days (expired ones included), then a
 * few recipes that use them first (the loop).
 */
export function ExpiringItemsCard() {
  const { t } = useTranslation();
  const upcoming = useDashboardUpcoming();
  const items = upcoming.data?.expiringItems ?? [];
  return (
    <HomeCard
      id="fridge-title"
      title={t('dashboard.home.fridgeTitle')}
      icon={Refrigerator}
      link={{ to: '/dashboard/inventory', label: t('dashboard.home.toFridge') }}
      isBusy={upcoming.isPending}
    >
      <p className="-mt-2 text-sm text-muted-fg">{t('dashboard.home.fridgeText')}</p>
      {upcoming.isPending ? <Spinner className="text-muted-fg" /> : null}
      {upcoming.isError ? <Alert>{t('dashboard.home.upcomingLoadFailed')}</Alert> : null}
      {upcoming.data && items.length === 0 ? (
        <p className="text-sm text-muted-fg">{t('dashboard.home.fridgeEmpty')}</p>
      ) : null}
      {items.length > 0 && upcoming.data ? (
        <>
          <ul className="space-y-2.5" aria-label={t('dashboard.home.priorityItems')}>
            {items.map((item) => (
              <ItemLine key={item.id} item={item} today={upcoming.data.today} />
            ))}
          </ul>
          <PriorityRecipes recipes={upcoming.data.priorityRecipes} />
        </>
      ) : null}
    </HomeCard>
  );
}
