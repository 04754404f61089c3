import type { DashboardStats } from '@mijote/contracts';
import { CalendarDays, Heart, type LucideIcon, ShoppingCart, Sparkles } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { useTranslation } from '@/lib/translation';
import { useDashboardStats } from '../../api/get-dashboard-stats';

type StatKey = keyof DashboardStats;

const CARDS: readonly { key: StatKey; icon: LucideIcon }[] = [
  { key: 'plannedMeals', icon: CalendarDays },
  { key: 'shoppingItems', icon: ShoppingCart },
  { key: 'favorites', icon: Heart },
  { key: 'suggestions', icon: Sparkles },
];

/** The spec's four counts; the suggestions card's value is hidden (spec: always 0). */
export function StatCards() {
  const { t } = useTranslation();
  const stats = useDashboardStats();
  return (
    <section aria-labelledby="stats-title" className="space-y-3">
      <h2 id="stats-title" className="sr-only">
        {t('dashboard.home.statsTitle')}
      </h2>
      {stats.isError ? <Alert>{t('dashboard.home.stats.loadFailed')}</Alert> : null}
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {CARDS.map(({ key, icon: Icon }) => (
          <li
            key={key}
            className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-xs"
          >
            <span className="flex size-10 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-fg">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <p className="order-last text-sm text-muted-fg">{t(`dashboard.home.stats.${key}`)}</p>
            <p
              className="font-serif text-3xl font-bold text-fg tabular-nums"
              aria-busy={stats.isPending || undefined}
            >
              {key === 'suggestions' ? (
                <span className="font-sans text-base font-semibold text-primary-soft-fg">
                  {t('dashboard.home.stats.suggestionsValue')}
                </span>
              ) : stats.data ? (
                stats.data[key]
              ) : (
                <span className="text-muted-fg">–</span>
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
