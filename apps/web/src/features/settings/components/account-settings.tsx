import { clsx } from 'clsx';
import { KeyRound, Mail, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorCodeOf, errorText } from '@/lib/errors';
import { useRequestPasswordReset } from '@/lib/password-reset';
import { useTranslation } from '@/lib/translation';
import { useTimedMessage } from '@/lib/use-timed-message';
import { ChangeEmailDialog } from './change-email-dialog';
import { SettingsSection } from './settings-section';

/**
 * The account buttons of spec « Paramètres »: change the e-mail (a link to the new address),
 * change the password (the reset e-mail). Each success shows for 3 s (spec 4).
 */
export function AccountSettings({ email }: { email: string }) {
  const { t } = useTranslation();
  const passwordReset = useRequestPasswordReset();
  const [isEmailDialogOpen, setIsEmailDialogOpen] = useState(false);
  const [notice, showNotice, clearNotice] = useTimedMessage();
  const [error, setError] = useState<string | null>(null);

  const sendPasswordReset = async () => {
    setError(null);
    clearNotice();
    try {
      await passwordReset.mutateAsync(email);
      showNotice(t('settings.account.passwordSent'));
    } catch (failure) {
      const code = errorCodeOf(failure);
      setError(code === 'INTERNAL' ? t('errors.RESET_EMAIL_FAILED') : errorText(t, code));
    }
  };

  return (
    <SettingsSection title={t('settings.account.title')} icon={ShieldCheck}>
      <div className="space-y-4">
        <div className="min-w-0">
          <p className="text-sm text-muted-fg">{t('settings.account.emailLabel')}</p>
          <p className="truncate font-medium text-fg">{email}</p>
        </div>
        <div className="flex flex-col gap-2">
          <Button
            variant="secondary"
            className="justify-start"
            onClick={() => {
              setError(null);
              setIsEmailDialogOpen(true);
            }}
          >
            <Mail className="size-4" aria-hidden="true" />
            {t('settings.account.changeEmail')}
          </Button>
          <Button
            variant="secondary"
            className="justify-start"
            isLoading={passwordReset.isPending}
            onClick={() => void sendPasswordReset()}
          >
            {passwordReset.isPending ? null : <KeyRound className="size-4" aria-hidden="true" />}
            {t('settings.account.changePassword')}
          </Button>
        </div>
        <p className="text-sm text-muted-fg">{t('settings.account.otherDevices')}</p>
        {error ? <Alert>{error}</Alert> : null}
      </div>
      {/* Always there, so screen readers announce what appears in it. */}
      <p role="status" className={clsx('text-sm font-medium text-basil', notice && 'mt-4')}>
        {notice}
      </p>
      <ChangeEmailDialog
        open={isEmailDialogOpen}
        onOpenChange={setIsEmailDialogOpen}
        currentEmail={email}
        onSent={() => showNotice(t('settings.account.emailSent'))}
      />
    </SettingsSection>
  );
}
