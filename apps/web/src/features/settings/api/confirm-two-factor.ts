import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAuth, toApiError } from '@/lib/auth-error';
import { loadAuthClient } from '@/lib/load-auth-client';
import { meQueryKey } from '@/lib/session';

/** two-factor/verify-totp with a session: the app's first code turns two-factor on. */
export function confirmTwoFactor(typed: string): Promise<void> {
  const code = typed.replace(/\s/g, '');
  return callAuth(async () => {
    const authClient = await loadAuthClient();
    const { error } = await authClient.$fetch('/two-factor/verify-totp', {
      method: 'POST',
      body: { code },
    });
    if (error) throw toApiError(error, 'TWO_FACTOR_CODE_WRONG');
  });
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
