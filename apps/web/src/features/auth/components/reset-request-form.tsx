import { passwordResetRequestSchema } from '@mijote/contracts';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { errorCodeOf, errorText, isOffline } from '@/lib/errors';
import { validate } from '@/lib/form';
import { useRequestPasswordReset } from '@/lib/password-reset';
import { useTranslation } from '@/lib/translation';
import { EmailField } from './email-field';

/** Asks for the reset link; the address must belong to an account (spec 5). */
export function ResetRequestForm({ hasInvalidLink = false }: { hasInvalidLink?: boolean }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [errorMessage, setErrorMessage] = useState<string | null>(() =>
    hasInvalidLink ? t('errors.INVALID_TOKEN') : null,
  );
  const request = useRequestPasswordReset();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrorMessage(null);
    if (isOffline()) {
      setErrorMessage(t('errors.OFFLINE'));
      return;
    }
    const result = validate(passwordResetRequestSchema, { email });
    if (!result.success) {
      setFieldError(result.errors.email ?? 'validation.invalid');
      return;
    }
    setFieldError(null);
    try {
      await request.mutateAsync(result.data.email);
    } catch (error) {
      const code = errorCodeOf(error);
      setErrorMessage(errorText(t, code === 'INTERNAL' ? 'RESET_REQUEST_FAILED' : code));
    }
  };

  if (request.isSuccess) {
    return (
      <div className="text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-basil-soft text-basil">
          <MailCheck className="size-8" aria-hidden="true" />
        </span>
        <h1 className="mt-6 font-serif text-3xl font-bold text-fg">{t('auth.reset.sentTitle')}</h1>
        <p className="mt-3 text-muted-fg" role="status">
          {t('auth.reset.sentText', { email: request.variables })}
        </p>
        <p className="mt-2 text-sm text-muted-fg">{t('auth.reset.spamHint')}</p>
        <Link to="/auth" className={buttonClasses('primary', 'lg', 'mt-8 w-full')}>
          {t('auth.reset.backToAuth')}
        </Link>
      </div>
    );
  }

  return (
    <div>
      <h1 className="font-serif text-3xl font-bold text-fg">{t('auth.reset.title')}</h1>
      <p className="mt-2 text-muted-fg">{t('auth.reset.subtitle')}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 space-y-4">
        {errorMessage ? <Alert>{errorMessage}</Alert> : null}
        <EmailField
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError ? t(fieldError) : null}
        />
        <Button type="submit" size="lg" className="w-full" isLoading={request.isPending}>
          {request.isPending ? t('auth.reset.submitting') : t('auth.reset.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link
          to="/auth"
          className="rounded font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t('auth.reset.backToAuth')}
        </Link>
      </p>
    </div>
  );
}
