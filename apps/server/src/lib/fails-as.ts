import type { ErrorCode } from '@mijote/contracts';
import { AppError } from './app-error';

/**
 * Runs `work`; a failure that is not already one of ours becomes `code`, the text spec section 8
 * gives that action ('Impossible d’ajouter le repas'), logged with its cause by the handler.
 * Refusals the service threw on purpose (404, 422…) pass through unchanged.
 */
export async function failsAs<T>(code: ErrorCode, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(code, { cause: error });
  }
}
