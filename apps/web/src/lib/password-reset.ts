import { accountApi } from '@mijote/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from './api';

/**
 * POST /api/account/password-reset → 204; 404 EMAIL_NOT_REGISTERED (spec 5: must exist). The
 * forgotten-password screen sends the typed address; the settings' « change password » sends the
 * account's own (spec 4: changing the password sends a reset e-mail).
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await api(accountApi.requestPasswordReset, { body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
