import type { SignUpInput } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';
import { callAuth, toApiError } from '@/lib/auth-error';
import { ApiError } from '@/lib/http';
import { meQueryKey } from '@/lib/session';

export type SignUpResult = { needsEmailVerification: boolean };

/**
 * Where the verification link lands: the confirmation page, carrying the invitation the user
 * signed up through, so « Continuer » leads back to it rather than to the questionnaire.
 */
export function verificationCallbackOf(returnPath: string | null): string {
  const next = returnPath ? `&next=${encodeURIComponent(returnPath)}` : '';
  return `/auth/email-confirmation?verified=1${next}`;
}

/** Creates the account; the server creates the profile and household in the same transaction. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      returnPath = null,
      ...input
    }: SignUpInput & { returnPath?: string | null }): Promise<SignUpResult> => {
      const result = await callAuth(async () => {
        const { data, error } = await authClient.signUp.email({
          email: input.email,
          password: input.password,
          name: `${input.firstName} ${input.lastName}`,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone || undefined,
          callbackURL: verificationCallbackOf(returnPath),
        });
        if (error) throw toApiError(error, 'SIGN_UP_FAILED');
        return data;
      });
      // Spec 5: sign-up fails with its own text when no user comes back.
      if (!result?.user) throw new ApiError(500, 'SIGN_UP_FAILED');
      // No session token: the server requires the address to be verified first.
      const needsEmailVerification = !result.token;
      if (!needsEmailVerification) await queryClient.invalidateQueries({ queryKey: meQueryKey });
      return { needsEmailVerification };
    },
  });
}
