import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { errorCodeOf, errorText } from '@/lib/errors';
import { useTranslation } from '@/lib/translation';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { type TwoFactorSetUp, useEnableTwoFactor } from '../api/enable-two-factor';
import { BackupCodes } from './backup-codes';
import { CurrentPasswordField } from './current-password-field';
import { ManualKey } from './manual-key';

// The QR code's library stays out of every first load: fetched when the set-up shows it.
const TwoFactorQrCode = lazy(async () => ({
  default: (await import('./two-factor-qr-code')).TwoFactorQrCode,
}));

type Step =
  | { name: 'password' }
  | { name: 'scan'; setUp: TwoFactorSetUp }
  | { name: 'codes'; setUp: TwoFactorSetUp };

/**
 * Turning two-factor sign-in on (decision 035): the password, then the QR code and the manual
 * key for the authenticator app, then a first code of the app — only that turns it on — and
 * the backup codes, shown this once.
 */
export function TwoFactorSetupDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const enable = useEnableTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [step, setStep] = useState<Step>({ name: 'password' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const setOpen = (isOpen: boolean) => {
    if (!isOpen) {
      setStep({ name: 'password' });
      setPassword('');
      setCode('');
      setError(null);
    }
    onOpenChange(isOpen);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    try {
      if (step.name === 'password') {
        if (!password) return setError(t('errors.CURRENT_PASSWORD_REQUIRED'));
        const setUp = await enable.mutateAsync(password);
        setPassword('');
        setStep({ name: 'scan', setUp });
      } else if (step.name === 'scan') {
        if (!code.trim()) return setError(t('settings.twoFactor.codeRequired'));
        await confirm.mutateAsync(code);
        setStep({ name: 'codes', setUp: step.setUp });
      }
    } catch (failure) {
      setError(errorText(t, errorCodeOf(failure)));
    }
  };

  const secret = step.name === 'password' ? '' : secretOf(step.setUp.totpURI);
  const footer =
    step.name === 'codes' ? (
      <Button onClick={() => setOpen(false)}>{t('settings.twoFactor.done')}</Button>
    ) : (
      <>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          form={formId}
          isLoading={step.name === 'password' ? enable.isPending : confirm.isPending}
        >
          {step.name === 'password'
            ? t('settings.twoFactor.continue')
            : t('settings.twoFactor.turnOn')}
        </Button>
      </>
    );

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('settings.twoFactor.setupTitle')}
      description={t(`settings.twoFactor.${step.name}Step`)}
      footer={footer}
    >
      {step.name === 'codes' ? (
        <BackupCodes codes={step.setUp.backupCodes} />
      ) : (
        <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
          {step.name === 'password' ? (
            <CurrentPasswordField value={password} onChange={setPassword} />
          ) : (
            <>
              <div className="flex justify-center">
                <Suspense fallback={<Spinner />}>
                  <TwoFactorQrCode
                    uri={step.setUp.totpURI}
                    label={t('settings.twoFactor.qrLabel')}
                  />
                </Suspense>
              </div>
              <ManualKey secret={secret} />
              <TextField
                key="code"
                label={t('settings.twoFactor.code')}
                hint={t('settings.twoFactor.codeHint')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={12}
                required
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
            </>
          )}
          {error ? <Alert>{error}</Alert> : null}
        </form>
      )}
    </Dialog>
  );
}

/** The base32 secret the otpauth:// URI carries, for typing it by hand. */
function secretOf(uri: string): string {
  try {
    return new URL(uri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}
