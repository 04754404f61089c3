import { MIN_PASSWORD_LENGTH } from '@mijote/contracts';
import { clsx } from 'clsx';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorCodeOf, errorText, isOffline } from '@/lib/errors';
import { useSignIn } from '../api/sign-in';
import { useSignUp } from '../api/sign-up';
import { type AuthField, type AuthMode, useAuthForm } from '../hooks/use-auth-form';
import { PasswordField } from './password-field';
import { PhoneField } from './phone-field';

/**
 * Where to go back after signing in or up: only an invitation link of ours, never an
 * arbitrary address a crafted link would send the user to.
 */
export function returnPathOf(next: string | null): string | null {
  return next && /^\/invitation\/[A-Za-z0-9_-]{20,100}$/.test(next) ? next : null;
}

/** One screen toggling sign-in and sign-up (spec 2 and 5). */
export function AuthForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnPath = returnPathOf(searchParams.get('next'));
  const [mode, setMode] = useState<AuthMode>(
    searchParams.get('mode') === 'signUp' ? 'signUp' : 'signIn',
  );
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const form = useAuthForm(mode);
  const signIn = useSignIn();
  const signUp = useSignUp();
  const isSubmitting = signIn.isPending || signUp.isPending;
  const isSignUp = mode === 'signUp';

  const switchMode = (next: AuthMode) => {
    if (next === mode || isSubmitting) return;
    // Spec 2: switching mode clears the fields and the error.
    setMode(next);
    form.reset();
    setErrorMessage(null);
    signIn.reset();
    signUp.reset();
  };

  const fieldError = (field: AuthField) => {
    const key = form.errorKeyOf(field);
    return key ? t(key) : null;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setErrorMessage(null);
    // Spec 5: submit is blocked while offline, and nothing is sent.
    if (isOffline()) {
      setErrorMessage(t('errors.OFFLINE'));
      return;
    }
    const submission = form.validateForSubmit();
    if (!submission) return;
    try {
      if (submission.mode === 'signIn') {
        const me = await signIn.mutateAsync(submission.data);
        const isVerified = me.nextRoute !== '/auth/email-confirmation';
        void navigate(returnPath && isVerified ? returnPath : me.nextRoute, { replace: true });
      } else {
        const { needsEmailVerification } = await signUp.mutateAsync({
          ...submission.data,
          returnPath,
        });
        // An invited person joins first; the questionnaire comes after, in the household. The
        // invitation is kept across the e-mail check (in the page's address and the link's).
        const confirmation = returnPath
          ? `/auth/email-confirmation?next=${encodeURIComponent(returnPath)}`
          : '/auth/email-confirmation';
        void navigate(needsEmailVerification ? confirmation : (returnPath ?? '/questionnaire'), {
          replace: true,
        });
      }
    } catch (error) {
      setErrorMessage(errorText(t, errorCodeOf(error)));
    }
  };

  return (
    <div className="w-full">
      <fieldset className="grid grid-cols-2 gap-1 rounded-full border border-line bg-surface-muted p-1">
        <legend className="sr-only">{t('auth.modeLabel')}</legend>
        {(['signIn', 'signUp'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={mode === option}
            onClick={() => switchMode(option)}
            className={clsx(
              'min-h-10 rounded-full text-sm font-semibold transition-colors',
              mode === option
                ? 'bg-surface text-fg shadow-sm dark:bg-primary-soft dark:text-primary-soft-fg'
                : 'text-muted-fg hover:text-fg',
            )}
          >
            {t(`auth.${option}.tab`)}
          </button>
        ))}
      </fieldset>

      <h1 className="mt-8 font-serif text-3xl font-bold text-fg">{t(`auth.${mode}.title`)}</h1>
      <p className="mt-2 text-muted-fg">{t(`auth.${mode}.subtitle`)}</p>

      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 space-y-4">
        {errorMessage ? <Alert>{errorMessage}</Alert> : null}

        {isSignUp ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('auth.fields.firstName')}
              name="firstName"
              autoComplete="given-name"
              required
              value={form.values.firstName}
              onChange={(event) => form.setValue('firstName', event.target.value)}
              error={fieldError('firstName')}
            />
            <TextField
              label={t('auth.fields.lastName')}
              name="lastName"
              autoComplete="family-name"
              required
              value={form.values.lastName}
              onChange={(event) => form.setValue('lastName', event.target.value)}
              error={fieldError('lastName')}
            />
          </div>
        ) : null}

        <TextField
          label={t('auth.fields.email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={form.values.email}
          onChange={(event) => form.setValue('email', event.target.value)}
          error={fieldError('email')}
        />

        <PasswordField
          label={t('auth.fields.password')}
          name="password"
          autoComplete={isSignUp ? 'new-password' : 'current-password'}
          required
          minLength={MIN_PASSWORD_LENGTH}
          value={form.values.password}
          onChange={(event) => form.setValue('password', event.target.value)}
          onBlur={form.touchPassword}
          hint={isSignUp ? t('auth.fields.passwordHint') : undefined}
          error={fieldError('password')}
        />

        {isSignUp ? (
          <PhoneField
            country={form.country}
            number={form.values.phoneNumber}
            error={fieldError('phone')}
            onCountryChange={form.setCountry}
            onNumberChange={(value) => form.setValue('phoneNumber', value)}
          />
        ) : (
          <div className="flex justify-end">
            <Link
              to="/auth/reset-password"
              className="rounded text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('auth.forgotPassword')}
            </Link>
          </div>
        )}

        <Button type="submit" size="lg" className="w-full" isLoading={isSubmitting}>
          {isSubmitting ? t(`auth.${mode}.submitting`) : t(`auth.${mode}.submit`)}
        </Button>
      </form>

      <p className="mt-6 text-center text-sm text-muted-fg">
        {t(`auth.${mode}.switchPrompt`)}{' '}
        <button
          type="button"
          onClick={() => switchMode(isSignUp ? 'signIn' : 'signUp')}
          className="rounded font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t(`auth.${mode}.switchAction`)}
        </button>
      </p>
    </div>
  );
}
