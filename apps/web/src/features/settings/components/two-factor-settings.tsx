import { clsx } from 'clsx';
import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Switch } from '@/components/ui/switch';
import { useTranslation } from '@/lib/translation';
import { useTimedMessage } from '@/lib/use-timed-message';
import { SettingsSection } from './settings-section';
import { TwoFactorDisableDialog } from './two-factor-disable-dialog';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog';

/**
 * « Validation en deux étapes » (decision 035): on, sign-in asks for a code of an authenticator
 * app after the password. Each way through a dialog: on needs the password and a first code,
 * off the password.
 */
export function TwoFactorSettings({ isEnabled }: { isEnabled: boolean }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'setup' | 'disable' | null>(null);
  const [notice, showNotice] = useTimedMessage();
  return (
    <SettingsSection
      title={t('settings.twoFactor.title')}
      description={t('settings.twoFactor.text')}
      icon={Smartphone}
    >
      <Switch
        label={t('settings.twoFactor.switch')}
        className="text-left"
        isOn={isEnabled}
        onChange={(turnOn) => setDialog(turnOn ? 'setup' : 'disable')}
      />
      <p className="mt-1 text-sm text-muted-fg">
        {isEnabled ? t('settings.twoFactor.on') : t('settings.twoFactor.off')}
      </p>
      <p role="status" className={clsx('text-sm font-medium text-basil', notice && 'mt-2')}>
        {notice}
      </p>
      <TwoFactorSetupDialog
        open={dialog === 'setup'}
        onOpenChange={(open) => setDialog(open ? 'setup' : null)}
      />
      <TwoFactorDisableDialog
        open={dialog === 'disable'}
        onOpenChange={(open) => setDialog(open ? 'disable' : null)}
        onDone={() => showNotice(t('settings.twoFactor.turnedOff'))}
      />
    </SettingsSection>
  );
}
