import {
  passwordSchema,
  type SignInInput,
  type SignUpInput,
  signInSchema,
  signUpSchema,
} from '@mijote/contracts';
import type { CountryCode } from 'libphonenumber-js/min';
import { useState } from 'react';
import { type FieldErrors, validate } from '@/lib/form';
import { DEFAULT_COUNTRY, toE164 } from '../countries';

export type AuthMode = 'signIn' | 'signUp';
export type AuthSubmission =
  | { mode: 'signIn'; data: SignInInput }
  | { mode: 'signUp'; data: SignUpInput };
export type AuthField = 'firstName' | 'lastName' | 'email' | 'password' | 'phone';

const EMPTY_VALUES = { firstName: '', lastName: '', email: '', password: '', phoneNumber: '' };

/** Field state and validation of the /auth screen (spec 2 and 5). */
export function useAuthForm(mode: AuthMode) {
  const [values, setValues] = useState(EMPTY_VALUES);
  const [country, setCountry] = useState<CountryCode>(DEFAULT_COUNTRY);
  const [isPasswordTouched, setIsPasswordTouched] = useState(false);
  const [submittedErrors, setSubmittedErrors] = useState<FieldErrors<string> | null>(null);

  const setValue = (field: keyof typeof EMPTY_VALUES, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const remember = (errors: FieldErrors<string>) => {
    setIsPasswordTouched(true);
    setSubmittedErrors(errors);
  };

  /** Validates for a submit: the parsed input, or null after showing every error. */
  const validateForSubmit = (): AuthSubmission | null => {
    if (mode === 'signIn') {
      const result = validate(signInSchema, { email: values.email, password: values.password });
      remember(result.success ? {} : result.errors);
      return result.success ? { mode, data: result.data } : null;
    }
    const result = validate(signUpSchema, {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      password: values.password,
      phone: toE164(values.phoneNumber, country),
    });
    remember(result.success ? {} : result.errors);
    return result.success ? { mode, data: result.data } : null;
  };

  // The password rule shows inline as soon as the field was touched, and stays live after that.
  const passwordCheck = validate(passwordSchema, values.password);
  const livePasswordError =
    isPasswordTouched && !passwordCheck.success ? (passwordCheck.errors[''] ?? null) : null;

  const errorKeyOf = (field: AuthField): string | null =>
    field === 'password' ? livePasswordError : (submittedErrors?.[field] ?? null);

  const reset = () => {
    setValues(EMPTY_VALUES);
    setCountry(DEFAULT_COUNTRY);
    setIsPasswordTouched(false);
    setSubmittedErrors(null);
  };

  return {
    values,
    country,
    setValue,
    setCountry,
    touchPassword: () => setIsPasswordTouched(true),
    validateForSubmit,
    errorKeyOf,
    reset,
  };
}

/** What useAuthForm gives the /auth screen's components. */
export type AuthFormState = ReturnType<typeof useAuthForm>;
