import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorCodeOf, errorText } from '@/lib/errors';
import { useTranslation } from '@/lib/translation';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { CurrentPasswordField } from './current-password-field';

/** Turning two-factor sign-in off takes the password (decision 035). */
export function TwoFactorDisableDialog({
  open,
  onOpenChange,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const setOpen = (isOpen: boolean) => {
    if (!isOpen) {
      setPassword('');
      setError(null);
    }
    onOpenChange(isOpen);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (!password) return setError(t('errors.CURRENT_PASSWORD_REQUIRED'));
    try {
      await disable.mutateAsync(password);
    } catch (failure) {
      return setError(errorText(t, errorCodeOf(failure)));
    }
    setOpen(false);
    onDone();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('settings.twoFactor.disableTitle')}
      description={t('settings.twoFactor.disableText')}
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" isLoading={disable.isPending}>
            {t('settings.twoFactor.turnOff')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
        <CurrentPasswordField value={password} onChange={setPassword} />
        {error ? <Alert>{error}</Alert> : null}
      </form>
    </Dialog>
  );
}
