import { useMutation } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';
import { callAuth, toApiError } from '@/lib/auth-error';

/** Sets the new password with the token of the e-mailed link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      callAuth(async () => {
        const { error } = await authClient.resetPassword(input);
        if (error) throw toApiError(error);
      }),
  });
}
