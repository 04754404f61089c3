import type { MeResponse, SignInInput } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';
import { callAuth, toApiError } from '@/lib/auth-error';
import { ApiError } from '@/lib/http';
import { refetchMe } from '@/lib/session';

/** Signed in, or the password was right and the account asks for its second factor. */
export type SignInResult = { needsCode: true } | { needsCode: false; me: MeResponse };

/** Signs in, then asks the server where this user belongs (spec 4: sign-in routing). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput): Promise<SignInResult> => {
      const needsCode = await callAuth(async () => {
        const { data, error } = await authClient.signIn.email({
          email: input.email,
          password: input.password,
        });
        if (error) throw toApiError(error, 'SIGN_IN_FAILED');
        // Two-factor sign-in (decision 035): no session yet, the code completes it.
        return Boolean(data && 'twoFactorRedirect' in data && data.twoFactorRedirect);
      });
      if (needsCode) return { needsCode: true };
      return { needsCode: false, me: await meAfterSignIn(queryClient) };
    },
  });
}

/** The code of the authenticator app (six digits) or a backup code, then where to go. */
export function useVerifySignInCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (typed: string): Promise<MeResponse> => {
      const code = typed.replace(/\s/g, '');
      const path = /^\d{6}$/.test(code)
        ? '/two-factor/verify-totp'
        : '/two-factor/verify-backup-code';
      await callAuth(async () => {
        const { error } = await authClient.$fetch(path, { method: 'POST', body: { code } });
        if (error) throw toApiError(error, 'TWO_FACTOR_CODE_WRONG');
      });
      return meAfterSignIn(queryClient);
    },
  });
}

async function meAfterSignIn(queryClient: ReturnType<typeof useQueryClient>) {
  const me = await refetchMe(queryClient);
  if (!me) throw new ApiError(401, 'SIGN_IN_FAILED');
  return me;
}
