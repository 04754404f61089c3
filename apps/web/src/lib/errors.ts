import type { TFunction } from 'i18next';
import { type AppErrorCode, isApiError } from './http';

// Turns anything thrown into the French text of the error catalogue (`errors.<code>` in
// fr.json), falling back to the generic message rather than leaking a technical one.

export function errorCodeOf(error: unknown): AppErrorCode {
  return isApiError(error) ? error.code : 'INTERNAL';
}

export function errorText(t: TFunction, code: string | undefined): string {
  const key = `errors.${code ?? 'INTERNAL'}`;
  return t(key, { defaultValue: t('errors.INTERNAL') });
}

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
