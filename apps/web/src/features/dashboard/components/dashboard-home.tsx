import type { FirstRead } from '@/lib/page-first-reads';
import { usePageTitle } from '@/lib/page-title';
import { useMe } from '@/lib/session';
import { useTranslation } from '@/lib/translation';
import { dashboardStatsQuery } from '../api/get-dashboard-stats';
import { dashboardUpcomingQuery } from '../api/get-dashboard-upcoming';
import { ExpiringItemsCard } from './home/expiring-items-card';
import { QuickActions } from './home/quick-actions';
import { StatCards } from './home/stat-cards';
import { TodayMealsCard } from './home/today-meals-card';
import { WelcomeBanner } from './home/welcome-banner';

/** What the page reads first (lib/page-first-reads.ts; its HTML fetches the same). */
export const FIRST_READS: readonly FirstRead[] = [dashboardStatsQuery, dashboardUpcomingQuery];

/**
 * /dashboard (spec section 2): welcome banner, four stat cards, four quick
 * actions, then what a family looks at first: today's and tomorrow's meals and the fridge
 * items to eat soon.
 */
export function DashboardHome() {
  const { t } = useTranslation();
  usePageTitle(t('dashboard.pages.home'));
  const { data: me } = useMe();
  return (
    <section aria-labelledby="page-title" className="space-y-8">
      <WelcomeBanner firstName={me?.user.firstName ?? ''} />
      <StatCards />
      <QuickActions />
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <TodayMealsCard />
        <ExpiringItemsCard />
      </div>
    </section>
  );
}
