import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAuth, toApiError } from '@/lib/auth-error';
import { loadAuthClient } from '@/lib/load-auth-client';
import { meQueryKey } from '@/lib/session';
import { asCurrentPasswordError } from './two-factor-password';

/** two-factor/disable: the password turns it off; sign-in no longer asks for a code. */
export function disableTwoFactor(password: string): Promise<void> {
  return callAuth(async () => {
    const authClient = await loadAuthClient();
    const { error } = await authClient.$fetch('/two-factor/disable', {
      method: 'POST',
      body: { password },
    });
    if (error) throw asCurrentPasswordError(toApiError(error));
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
