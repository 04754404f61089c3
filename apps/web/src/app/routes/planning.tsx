import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CalendarFeed } from '@/features/calendar/components/calendar-feed';
import { PlanningPage } from '@/features/planning/components/planning-page';
import { SettingsSection } from '@/features/settings/components/settings-section';

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
