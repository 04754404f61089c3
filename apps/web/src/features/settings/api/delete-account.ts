import type { AccountDeletionInput } from '@mijote/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

/**
 * POST /api/account/delete: the subscription canceled at the provider, every row of the user
 * deleted, the session cookie cleared (204). Nothing is deleted when it fails.
 */
export function deleteAccount(input: AccountDeletionInput): Promise<void> {
  return http<void>('/api/account/delete', { method: 'POST', body: input });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
