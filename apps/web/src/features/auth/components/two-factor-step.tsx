import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useTranslation } from '@/lib/translation';

type TwoFactorStepProps = {
  onSubmit: (code: string) => void;
  isSubmitting: boolean;
  errorMessage: string | null;
  onCancel: () => void;
};

/**
 * The second step of a two-factor sign-in (decision 035): the six digits of the authenticator
 * app, or one of the backup codes, each of which works once.
 */
export function TwoFactorStep({
  onSubmit,
  isSubmitting,
  errorMessage,
  onCancel,
}: TwoFactorStepProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  return (
    <div className="w-full">
      <h1 className="font-serif text-3xl font-bold text-fg">{t('auth.twoFactor.title')}</h1>
      <p className="mt-2 text-muted-fg">{t('auth.twoFactor.subtitle')}</p>
      <form
        noValidate
        className="mt-6 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (code.trim()) onSubmit(code);
        }}
      >
        {errorMessage ? <Alert>{errorMessage}</Alert> : null}
        <TextField
          label={t('auth.twoFactor.code')}
          hint={t('auth.twoFactor.codeHint')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          required
          data-autofocus
        />
        <Button type="submit" size="lg" className="w-full" isLoading={isSubmitting}>
          {t('auth.twoFactor.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <button
          type="button"
          onClick={onCancel}
          className="rounded font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t('auth.twoFactor.back')}
        </button>
      </p>
    </div>
  );
}
