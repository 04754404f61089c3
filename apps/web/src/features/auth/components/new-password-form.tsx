import { MIN_PASSWORD_LENGTH, passwordSchema } from '@mijote/contracts';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { errorCodeOf, errorText, isOffline } from '@/lib/errors';
import { validate } from '@/lib/form';
import type { AppErrorCode } from '@/lib/http';
import { useTranslation } from '@/lib/translation';
import { useResetPassword } from '../api/reset-password';
import { PasswordField } from './password-field';

/** Second half of the reset: the e-mailed link brings its token here. */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [isTouched, setIsTouched] = useState(false);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [errorCode, setErrorCode] = useState<AppErrorCode | null>(null);
  const reset = useResetPassword();

  const passwordCheck = validate(passwordSchema, password);
  const passwordError = isTouched && !passwordCheck.success ? passwordCheck.errors[''] : undefined;
  const confirmationError =
    isSubmitted && confirmation !== password ? 'validation.passwordMismatch' : undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrorCode(null);
    setIsTouched(true);
    setIsSubmitted(true);
    if (isOffline()) {
      setErrorCode('OFFLINE');
      return;
    }
    if (!passwordCheck.success || confirmation !== password) return;
    try {
      await reset.mutateAsync({ token, newPassword: password });
    } catch (error) {
      setErrorCode(errorCodeOf(error));
    }
  };

  if (reset.isSuccess) {
    return (
      <div className="text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-basil-soft text-basil">
          <KeyRound className="size-8" aria-hidden="true" />
        </span>
        <h1 className="mt-6 font-serif text-3xl font-bold text-fg">
          {t('auth.newPassword.doneTitle')}
        </h1>
        <p className="mt-3 text-muted-fg" role="status">
          {t('auth.newPassword.doneText')}
        </p>
        <Link to="/auth" className={buttonClasses('primary', 'lg', 'mt-8 w-full')}>
          {t('auth.newPassword.toSignIn')}
        </Link>
      </div>
    );
  }

  return (
    <div>
      <h1 className="font-serif text-3xl font-bold text-fg">{t('auth.newPassword.title')}</h1>
      <p className="mt-2 text-muted-fg">{t('auth.newPassword.subtitle')}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 space-y-4">
        {errorCode ? (
          <Alert>
            <p>{errorText(t, errorCode)}</p>
            {errorCode === 'INVALID_TOKEN' ? (
              <Link
                to="/auth/reset-password"
                className="mt-1 inline-block rounded font-semibold underline underline-offset-4"
              >
                {t('auth.newPassword.askAgain')}
              </Link>
            ) : null}
          </Alert>
        ) : null}
        <PasswordField
          label={t('auth.newPassword.password')}
          name="newPassword"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          onBlur={() => setIsTouched(true)}
          hint={t('auth.fields.passwordHint')}
          error={passwordError ? t(passwordError) : null}
        />
        <PasswordField
          label={t('auth.newPassword.confirmation')}
          name="confirmation"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={confirmationError ? t(confirmationError) : null}
        />
        <Button type="submit" size="lg" className="w-full" isLoading={reset.isPending}>
          {reset.isPending ? t('auth.newPassword.submitting') : t('auth.newPassword.submit')}
        </Button>
      </form>
    </div>
  );
}
