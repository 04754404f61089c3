import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { calendarFeedQuery } from '@/features/calendar/api/get-calendar-feed';
import { CalendarFeed } from '@/features/calendar/components/calendar-feed';
import { backlogMealsQuery } from '@/features/planning/api/get-backlog-meals';
import { mealSeriesQuery } from '@/features/planning/api/meal-series';
import { PlanningPage } from '@/features/planning/components/planning-page';
import { SettingsSection } from '@/features/settings/components/settings-section';
import type { FirstRead } from '@/lib/page-first-reads';

/** What the page reads first (lib/page-first-reads.ts; its HTML fetches the same). */
export const FIRST_READS: readonly FirstRead[] = [
  mealSeriesQuery,
  backlogMealsQuery,
  calendarFeedQuery,
];

/** /dashboard/planning: the planning, with the household's calendar feed under the meals. */
export function PlanningRoute() {
  const { t } = useTranslation();
  return (
    <PlanningPage
      aside={
        <SettingsSection title={t('calendar.title')} icon={CalendarDays}>
          <CalendarFeed />
        </SettingsSection>
      }
    />
  );
}
