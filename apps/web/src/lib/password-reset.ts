import { useMutation } from '@tanstack/react-query';
import { http } from './http';

/**
 * POST /api/account/password-reset → 204; 404 EMAIL_NOT_REGISTERED (spec 5: must exist). The
 * forgotten-password screen sends the typed address; the settings' « change password » sends the
 * account's own (spec 4: changing the password sends a reset e-mail).
 */
export function requestPasswordReset(email: string): Promise<void> {
  return http<void>('/api/account/password-reset', { method: 'POST', body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
