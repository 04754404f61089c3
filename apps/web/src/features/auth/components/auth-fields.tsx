import { MIN_PASSWORD_LENGTH } from '@mijote/contracts';
import { Link } from 'react-router';
import { TextField } from '@/components/ui/text-field';
import { useTranslation } from '@/lib/translation';
import type { AuthField, AuthFormState, AuthMode } from '../hooks/use-auth-form';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';
import { PhoneField } from './phone-field';

/**
 * The fields of /auth: e-mail and password in both modes; names and phone to sign up, the
 * forgotten-password link to sign in.
 */
export function AuthFields({ mode, form }: { mode: AuthMode; form: AuthFormState }) {
  const { t } = useTranslation();
  const isSignUp = mode === 'signUp';

  const fieldError = (field: AuthField) => {
    const key = form.errorKeyOf(field);
    return key ? t(key) : null;
  };

  return (
    <>
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

      <EmailField
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
    </>
  );
}
