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

/** Codes that say nothing of what failed: an action shows its own catalogue text instead. */
const UNSPECIFIC_CODES: ReadonlySet<AppErrorCode> = new Set<AppErrorCode>([
  'INTERNAL',
  'NOT_FOUND',
  'VALIDATION_FAILED',
  'BAD_REQUEST',
]);

/**
 * The French text of a failed action: the server's reason when it says something (no network,
 * too many attempts, session expired…), else the action's own text of the catalogue
 * (`fallbackCode`, e.g. 'SHOPPING_UPDATE_FAILED' → 'Impossible de mettre à jour l’article').
 */
export function actionErrorText(t: TFunction, error: unknown, fallbackCode: AppErrorCode): string {
  const code = isOffline() ? 'OFFLINE' : errorCodeOf(error);
  return errorText(t, UNSPECIFIC_CODES.has(code) ? fallbackCode : code);
}
