import { useEffect, useState } from 'react';
import { InTurn } from '@/components/in-turn';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { calendarFeedQuery } from '@/features/calendar/api/get-calendar-feed';
import { householdQuery } from '@/features/household/api/get-household';
import { pantryQuery } from '@/features/household/api/pantry';
import { profileQuery, useProfile } from '@/features/settings/api/get-profile';
import { devicesQuery } from '@/features/settings/api/list-devices';
import { ProfileSettings } from '@/features/settings/components/profile-settings';
import { subscriptionQuery } from '@/features/subscription/api/get-subscription';
import type { FirstRead } from '@/lib/page-first-reads';
import { preferencesQuery, usePreferences } from '@/lib/preferences';
import { useTranslation } from '@/lib/translation';

/** What the page reads first (lib/page-first-reads.ts; its HTML fetches the same). */
export const FIRST_READS: readonly FirstRead[] = [
  profileQuery,
  preferencesQuery,
  householdQuery,
  pantryQuery,
  calendarFeedQuery,
  devicesQuery,
  subscriptionQuery,
];

const loadSections = () => import('./settings-sections');
type Sections = Awaited<ReturnType<typeof loadSections>>;

/**
 * The sections below the profile form (./settings-sections.tsx), asked for once the page has
 * drawn: their code — the household's, the calendar's, the account's dialogs — is not evaluated
 * with the page's first screen. A failed load is the route's error (a stale build's chunk
 * reloads the page, lib/stale-build.ts).
 */
function useSections(): Sections | null {
  const [sections, setSections] = useState<Sections | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    loadSections().then(
      (loaded) => isCurrent && setSections(loaded),
      (error: unknown) => isCurrent && setFailure({ error }),
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  if (failure) throw failure.error;
  return sections;
}

/**
 * /dashboard/settings (spec « Paramètres »): the profile form and the dietary preferences on
 * one side; the account, the subscription and the data rights beside them. The sections below
 * the form load after it; opened first, the page draws each of them in a turn of its own
 * (InTurn).
 */
export function SettingsPage() {
  const { t } = useTranslation();
  // The profile form is the page's tallest part: until it can show, nothing else does either,
  // or the sections painted below its spinner would jump down a screen (CLS 0.5 on a phone).
  const profile = useProfile();
  const preferences = usePreferences();
  const isFormLoading = profile.isPending || preferences.isPending;
  const sections = useSections();
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <PageHeader title={t('dashboard.pages.settings')} description={t('settings.description')} />
      {isFormLoading ? <LoadingState /> : null}
      <div
        hidden={isFormLoading}
        className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_18rem] xl:grid-cols-[minmax(0,1fr)_20rem]"
      >
        <div className="min-w-0 space-y-5">
          <ProfileSettings />
          {sections ? (
            <>
              <InTurn>
                <sections.HouseholdSection />
              </InTurn>
              <InTurn>
                <sections.PantrySection />
              </InTurn>
              <InTurn>
                <sections.CalendarSection />
              </InTurn>
            </>
          ) : null}
        </div>
        <div className="min-w-0 space-y-5">
          {sections ? (
            <>
              <InTurn>
                <sections.AccountSection />
              </InTurn>
              <InTurn>
                <sections.TwoFactorSection />
              </InTurn>
              <InTurn>
                <sections.DevicesSection />
              </InTurn>
              <InTurn>
                <sections.SubscriptionSection />
              </InTurn>
              <InTurn>
                <sections.DataSection />
              </InTurn>
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}
