import { CalendarDays } from 'lucide-react';
import { calendarFeedQuery } from '@/features/calendar/api/get-calendar-feed';
import { CalendarFeed } from '@/features/calendar/components/calendar-feed';
import { backlogMealsQuery } from '@/features/planning/api/get-backlog-meals';
import { plannedMealsQuery } from '@/features/planning/api/get-planned-meals';
import { mealSeriesQuery } from '@/features/planning/api/meal-series';
import { PlanningPage } from '@/features/planning/components/planning-page';
import { SettingsSection } from '@/features/settings/components/settings-section';
import { todayIsoDate } from '@/lib/dates';
import type { FirstRead } from '@/lib/page-first-reads';
import { useTranslation } from '@/lib/translation';

/** What the page reads first (lib/page-first-reads.ts; its HTML fetches the same). */
export const FIRST_READS: readonly FirstRead[] = [
  // The list from today (planning-page.tsx): not in the page's HTML, which cannot know the
  // device's date.
  () => plannedMealsQuery({ from: todayIsoDate() }),
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
