import { CalendarDays, CreditCard, Package, Users } from 'lucide-react';
import { CalendarFeed } from '@/features/calendar/components/calendar-feed';
import { HouseholdSettings } from '@/features/household/components/household-settings';
import { PantrySettings } from '@/features/household/components/pantry-settings';
import { AccountSettings } from '@/features/settings/components/account-settings';
import { SettingsSection } from '@/features/settings/components/settings-section';
import { TwoFactorSettings } from '@/features/settings/components/two-factor-settings';
import { SubscriptionCard } from '@/features/subscription/components/subscription-card';
import { useMe } from '@/lib/session';
import { useTranslation } from '@/lib/translation';

// Paramètres' sections below the profile form, with their dialogs and their changes: loaded once
// the page has drawn its first screen (routes/settings.tsx), not with it. Their reads are the
// page's first reads all the same, fetched with its HTML.

export { DataSettings as DataSection } from '@/features/settings/components/data-settings';
export { DevicesSettings as DevicesSection } from '@/features/settings/components/devices-settings';

export function HouseholdSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('household.title')} description={t('household.text')} icon={Users}>
      <HouseholdSettings />
    </SettingsSection>
  );
}

export function PantrySection() {
  const { t } = useTranslation();
  return (
    <SettingsSection
      title={t('household.pantry.title')}
      description={t('household.pantry.text')}
      icon={Package}
    >
      <PantrySettings />
    </SettingsSection>
  );
}

export function CalendarSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('calendar.title')} icon={CalendarDays}>
      <CalendarFeed />
    </SettingsSection>
  );
}

export function AccountSection() {
  const { data: me } = useMe();
  return me ? <AccountSettings email={me.user.email} /> : null;
}

export function TwoFactorSection() {
  const { data: me } = useMe();
  return me ? <TwoFactorSettings isEnabled={me.user.twoFactorEnabled} /> : null;
}

export function SubscriptionSection() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  return (
    <SettingsSection title={t('settings.subscription.title')} icon={CreditCard}>
      <SubscriptionCard
        isComplimentary={me?.isComplimentary ?? false}
        coveredBy={me?.coveredBy ?? null}
      />
    </SettingsSection>
  );
}
