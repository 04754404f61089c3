import { CalendarDays, CreditCard, Package, Users } from 'lucide-react';
import { InTurn } from '@/components/in-turn';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { calendarFeedQuery } from '@/features/calendar/api/get-calendar-feed';
import { CalendarFeed } from '@/features/calendar/components/calendar-feed';
import { householdQuery } from '@/features/household/api/get-household';
import { pantryQuery } from '@/features/household/api/pantry';
import { HouseholdSettings } from '@/features/household/components/household-settings';
import { PantrySettings } from '@/features/household/components/pantry-settings';
import { profileQuery, useProfile } from '@/features/settings/api/get-profile';
import { devicesQuery } from '@/features/settings/api/list-devices';
import { AccountSettings } from '@/features/settings/components/account-settings';
import { DataSettings } from '@/features/settings/components/data-settings';
import { DevicesSettings } from '@/features/settings/components/devices-settings';
import { ProfileSettings } from '@/features/settings/components/profile-settings';
import { SettingsSection } from '@/features/settings/components/settings-section';
import { TwoFactorSettings } from '@/features/settings/components/two-factor-settings';
import { subscriptionQuery } from '@/features/subscription/api/get-subscription';
import { SubscriptionCard } from '@/features/subscription/components/subscription-card';
import type { FirstRead } from '@/lib/page-first-reads';
import { preferencesQuery, usePreferences } from '@/lib/preferences';
import { useMe } from '@/lib/session';
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

/**
 * /dashboard/settings (spec « Paramètres »): the profile form and the dietary preferences on
 * one side; the account, the subscription and the data rights beside them. Opened first, the
 * page draws the profile form with it and each section below in a turn of its own (InTurn).
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  // The profile form is the page's tallest part: until it can show, nothing else does either,
  // or the sections painted below its spinner would jump down a screen (CLS 0.5 on a phone).
  const profile = useProfile();
  const preferences = usePreferences();
  const isFormLoading = profile.isPending || preferences.isPending;
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
          <InTurn>
            <SettingsSection
              title={t('household.title')}
              description={t('household.text')}
              icon={Users}
            >
              <HouseholdSettings />
            </SettingsSection>
          </InTurn>
          <InTurn>
            <SettingsSection
              title={t('household.pantry.title')}
              description={t('household.pantry.text')}
              icon={Package}
            >
              <PantrySettings />
            </SettingsSection>
          </InTurn>
          <InTurn>
            <SettingsSection title={t('calendar.title')} icon={CalendarDays}>
              <CalendarFeed />
            </SettingsSection>
          </InTurn>
        </div>
        <div className="min-w-0 space-y-5">
          <InTurn>{me ? <AccountSettings email={me.user.email} /> : null}</InTurn>
          <InTurn>{me ? <TwoFactorSettings isEnabled={me.user.twoFactorEnabled} /> : null}</InTurn>
          <InTurn>
            <DevicesSettings />
          </InTurn>
          <InTurn>
            <SettingsSection title={t('settings.subscription.title')} icon={CreditCard}>
              <SubscriptionCard
                isComplimentary={me?.isComplimentary ?? false}
                coveredBy={me?.coveredBy ?? null}
              />
            </SettingsSection>
          </InTurn>
          <InTurn>
            <DataSettings />
          </InTurn>
        </div>
      </div>
    </section>
  );
}
