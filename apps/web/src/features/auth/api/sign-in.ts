import type { MeResponse, SignInInput } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';
import { callAuth, toApiError } from '@/lib/auth-error';
import { ApiError } from '@/lib/http';
import { refetchMe } from '@/lib/session';

/** Signs in, then asks the server where this user belongs (spec 4: sign-in routing). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput): Promise<MeResponse> => {
      await callAuth(async () => {
        const { error } = await authClient.signIn.email({
          email: input.email,
          password: input.password,
        });
        if (error) throw toApiError(error, 'SIGN_IN_FAILED');
      });
      const me = await refetchMe(queryClient);
      if (!me) throw new ApiError(401, 'SIGN_IN_FAILED');
      return me;
    },
  });
}
