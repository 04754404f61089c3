import { changeEmailInputSchema } from '@mijote/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { errorCodeOf, errorText } from '@/lib/errors';
import { fieldErrorsFromApi, validate } from '@/lib/form';
import { submitOnEnter } from '@/lib/submit-on-enter';
import { useTranslation } from '@/lib/translation';
import { useChangeEmail } from '../api/change-email';

type ChangeEmailDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentEmail: string;
  /** The confirmation link is on its way to the new address. */
  onSent: () => void;
};

/** Where the link brings the user back once the new address is confirmed. */
const RETURN_PATH = '/dashboard/settings';

/**
 * « Modifier l’adresse email »: the link goes to the new address (spec 4); the current address
 * typed again is refused at once with the spec's text (spec 5), as the server would.
 */
export function ChangeEmailDialog({
  open,
  onOpenChange,
  currentEmail,
  onSent,
}: ChangeEmailDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const changeEmail = useChangeEmail();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const setOpen = (isOpen: boolean) => {
    if (!isOpen) {
      setNewEmail('');
      setPassword('');
      setFieldError(null);
      setFormError(null);
    }
    onOpenChange(isOpen);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (changeEmail.isPending) return;
    setFormError(null);
    const checked = validate(changeEmailInputSchema, { newEmail, callbackURL: RETURN_PATH });
    if (!checked.success) {
      setFieldError(t(checked.errors.newEmail ?? 'validation.emailInvalid'));
      return;
    }
    if (checked.data.newEmail.toLowerCase() === currentEmail.toLowerCase()) {
      setFieldError(t('errors.EMAIL_UNCHANGED'));
      return;
    }
    setFieldError(null);
    try {
      // The password, unless the user signed in within the last 5 minutes (decision 035).
      await changeEmail.mutateAsync({ ...checked.data, ...(password ? { password } : {}) });
    } catch (error) {
      const code = errorCodeOf(error);
      const refused = fieldErrorsFromApi(error).newEmail;
      if (code === 'EMAIL_UNCHANGED' || refused) {
        setFieldError(t(refused ?? 'errors.EMAIL_UNCHANGED'));
        return;
      }
      setFormError(code === 'INTERNAL' ? t('errors.EMAIL_UPDATE_FAILED') : errorText(t, code));
      return;
    }
    setOpen(false);
    onSent();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('settings.changeEmail.title')}
      description={t('settings.changeEmail.description')}
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={changeEmail.isPending}>
            {t('settings.changeEmail.submit')}
          </Button>
        </>
      }
    >
      <p className="mb-4 text-sm text-muted-fg">
        {t('settings.changeEmail.current')}{' '}
        <span className="font-medium break-all text-fg">{currentEmail}</span>
      </p>
      <form
        id={formId}
        noValidate
        onSubmit={onSubmit}
        onKeyDown={submitOnEnter}
        className="space-y-4"
      >
        <TextField
          label={t('settings.changeEmail.field')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={newEmail}
          error={fieldError}
          onChange={(event) => {
            setNewEmail(event.target.value);
            setFieldError(null);
          }}
          data-autofocus
        />
        <TextField
          label={t('settings.changeEmail.password')}
          hint={t('settings.changeEmail.passwordHint')}
          type="password"
          autoComplete="current-password"
          maxLength={128}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {formError ? <Alert>{formError}</Alert> : null}
      </form>
    </Dialog>
  );
}
