import { type ErrorCode, isErrorCode } from '@mijote/contracts';
import { ApiError, codeForStatus } from './http';

// better-auth answers `{ error: { code, status } }`; our server rewrites the code to one of the
// contracts' ErrorCode values (429 → RATE_LIMITED). Anything else becomes the generic text.
type BetterAuthError = { code?: string | undefined; message?: string | undefined; status: number };

export function toApiError(error: BetterAuthError, fallback: ErrorCode = 'INTERNAL'): ApiError {
  if (isErrorCode(error.code)) return new ApiError(error.status, error.code, error.message);
  if (error.status === 0) return new ApiError(0, 'NETWORK');
  const byStatus = codeForStatus(error.status);
  return new ApiError(error.status, byStatus === 'INTERNAL' ? fallback : byStatus, error.message);
}

/** Runs a better-auth call, turning a failed fetch (server unreachable) into NETWORK. */
export async function callAuth<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, 'NETWORK');
  }
}
