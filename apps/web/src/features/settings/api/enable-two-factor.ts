import { useMutation } from '@tanstack/react-query';
import { callAuth, toApiError } from '@/lib/auth-error';
import { loadAuthClient } from '@/lib/load-auth-client';
import { asCurrentPasswordError } from './two-factor-password';

/** What the set-up shows once: the secret for the authenticator app, and the backup codes. */
export type TwoFactorSetUp = { totpURI: string; backupCodes: string[] };

/**
 * two-factor/enable (decision 035): the password, then a new secret and backup codes. Two-factor
 * is not on yet: the first code of the app turns it on (confirm-two-factor.ts).
 */
export function enableTwoFactor(password: string): Promise<TwoFactorSetUp> {
  return callAuth(async () => {
    const authClient = await loadAuthClient();
    const { data, error } = await authClient.$fetch<TwoFactorSetUp>('/two-factor/enable', {
      method: 'POST',
      body: { password },
    });
    if (error) throw asCurrentPasswordError(toApiError(error));
    if (!data) throw toApiError({ status: 500 });
    return { totpURI: data.totpURI, backupCodes: data.backupCodes };
  });
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
