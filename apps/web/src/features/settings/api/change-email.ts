import type { ChangeEmailInput } from '@mijote/contracts';
import { useMutation } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';
import { callAuth, toApiError } from '@/lib/auth-error';

/**
 * better-auth's change-email: the confirmation link goes to the NEW address, and the address
 * changes only once it is followed (spec 4). The same address answers EMAIL_UNCHANGED.
 */
export function changeEmail(input: ChangeEmailInput): Promise<void> {
  return callAuth(async () => {
    const { error } = await authClient.changeEmail(input);
    if (error) throw toApiError(error, 'EMAIL_UPDATE_FAILED');
  });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
