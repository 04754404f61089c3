import { type AccountDeletionInput, accountApi } from '@mijote/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * POST /api/account/delete: the subscription canceled at the provider, every row of the user
 * deleted, the session cookie cleared (204). Nothing is deleted when it fails.
 */
export async function deleteAccount(input: AccountDeletionInput): Promise<void> {
  await api(accountApi.delete, { body: input });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
