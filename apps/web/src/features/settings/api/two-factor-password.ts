import { ApiError } from '@/lib/http';

/**
 * better-auth answers a wrong password on two-factor/enable and /disable as a failed sign-in
 * (INVALID_CREDENTIALS, « Email ou mot de passe incorrect »); here only the password was asked.
 */
export function asCurrentPasswordError(error: ApiError): ApiError {
  return error.code === 'INVALID_CREDENTIALS'
    ? new ApiError(error.status, 'CURRENT_PASSWORD_WRONG', error.message)
    : error;
}
