import { CreditCard, UserRound, Utensils } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoonNote } from '../../features/settings/components/coming-soon-note';
import { SettingsSection } from '../../features/settings/components/settings-section';
import { SubscriptionCard } from '../../features/subscription/components/subscription-card';
import { usePageTitle } from '../../lib/page-title';
import { useMe } from '../../lib/session';

/** /dashboard/settings, minimal until the dashboard issue: the subscription is managed here. */
export function SettingsPage() {
  const { t } = useTranslation();
  const title = t('dashboard.pages.settings');
  usePageTitle(title);
  const { data: me } = useMe();
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <h1 id="page-title" className="font-serif text-3xl font-bold text-fg">
        {title}
      </h1>
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <SettingsSection title={t('settings.subscription.title')} icon={CreditCard}>
          <SubscriptionCard isComplimentary={me?.isComplimentary ?? false} />
        </SettingsSection>
        <SettingsSection title={t('settings.account.title')} icon={UserRound}>
          <ComingSoonNote text={t('settings.account.text')} />
        </SettingsSection>
        <SettingsSection title={t('settings.profile.title')} icon={Utensils}>
          <ComingSoonNote text={t('settings.profile.text')} />
        </SettingsSection>
      </div>
    </section>
  );
}
