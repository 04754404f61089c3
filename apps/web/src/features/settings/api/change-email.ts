import type { ChangeEmailInput } from '@mijote/contracts';
import { useMutation } from '@tanstack/react-query';
import { callAuth, toApiError } from '@/lib/auth-error';
import { loadAuthClient } from '@/lib/load-auth-client';

/**
 * better-auth's change-email: the confirmation link goes to the NEW address, and the address
 * changes only once it is followed (spec 4). The same address answers EMAIL_UNCHANGED.
 */
export function changeEmail(input: ChangeEmailInput): Promise<void> {
  return callAuth(async () => {
    const authClient = await loadAuthClient();
    const { error } = await authClient.changeEmail(input);
    if (error) throw toApiError(error, 'EMAIL_UPDATE_FAILED');
  });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
