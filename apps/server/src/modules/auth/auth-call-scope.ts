import { AsyncLocalStorage } from 'node:async_hooks';
import { isDatabaseUnavailable } from '../../db/unavailable';

/**
 * better-auth catches some failures itself, logs them and answers its own error instead (a
 * sign-up whose insert failed is a 422 FAILED_TO_CREATE_USER, a session lookup a 500): the
 * database being out of reach would then reach the user as « Erreur lors de la création du
 * compte ». The mount runs each call in this scope; better-auth's logger marks it when what it
 * logs is the database being unavailable, and the mount answers 503 SERVICE_UNAVAILABLE.
 */
type AuthCallScope = { isDatabaseUnavailable: boolean };

const scope = new AsyncLocalStorage<AuthCallScope>();

export async function runAuthCall<T>(
  call: () => Promise<T>,
): Promise<{ result: T; isDatabaseUnavailable: boolean }> {
  const state: AuthCallScope = { isDatabaseUnavailable: false };
  const result = await scope.run(state, call);
  return { result, isDatabaseUnavailable: state.isDatabaseUnavailable };
}

/** Called with what better-auth logs. */
export function noteAuthLog(args: unknown[]) {
  const state = scope.getStore();
  if (state && args.some((arg) => isDatabaseUnavailable(arg))) state.isDatabaseUnavailable = true;
}
