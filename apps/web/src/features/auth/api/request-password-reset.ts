import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** POST /api/account/password-reset → 204; 404 EMAIL_NOT_REGISTERED (spec 5: must exist). */
export function requestPasswordReset(email: string): Promise<void> {
  return http<void>('/api/account/password-reset', { method: 'POST', body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
