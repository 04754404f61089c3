import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/translation';
import { type AuthMode, useAuthForm } from '../hooks/use-auth-form';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { returnPathOf } from '../return-path';
import { AuthFields } from './auth-fields';
import { AuthModeSwitch } from './auth-mode-switch';
import { TwoFactorStep } from './two-factor-step';

/** One screen toggling sign-in and sign-up (spec 2 and 5). */
export function AuthForm() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const returnPath = returnPathOf(searchParams.get('next'));
  const [mode, setMode] = useState<AuthMode>(
    searchParams.get('mode') === 'signUp' ? 'signUp' : 'signIn',
  );
  const form = useAuthForm(mode);
  const submission = useAuthSubmit(form.validateForSubmit, returnPath);
  const isSignUp = mode === 'signUp';

  const switchMode = (next: AuthMode) => {
    if (next === mode || submission.isSubmitting) return;
    // Spec 2: switching mode clears the fields and the error.
    setMode(next);
    form.reset();
    submission.reset();
  };

  if (submission.needsCode) {
    return (
      <TwoFactorStep
        onSubmit={(code) => void submission.submitCode(code)}
        isSubmitting={submission.isSubmitting}
        errorMessage={submission.errorMessage}
        onCancel={() => {
          form.reset();
          submission.reset();
        }}
      />
    );
  }

  return (
    <div className="w-full">
      <AuthModeSwitch mode={mode} onSwitch={switchMode} />

      <h1 className="mt-8 font-serif text-3xl font-bold text-fg">{t(`auth.${mode}.title`)}</h1>
      <p className="mt-2 text-muted-fg">{t(`auth.${mode}.subtitle`)}</p>

      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submission.submit();
        }}
        className="mt-6 space-y-4"
      >
        {submission.errorMessage ? <Alert>{submission.errorMessage}</Alert> : null}

        <AuthFields mode={mode} form={form} />

        <Button type="submit" size="lg" className="w-full" isLoading={submission.isSubmitting}>
          {submission.isSubmitting ? t(`auth.${mode}.submitting`) : t(`auth.${mode}.submit`)}
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
