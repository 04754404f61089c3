import type { ShoppingList } from '@mijote/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { dashboardQueryKey, shoppingQueryKey } from '@/lib/query-keys';

// The list in the query cache is what the screen shows: every call below changes it at once
// (optimistically for a check), then the list is fetched again for the server's aisle view.

/** Every mutation of the list carries this key, so the last one to end refreshes it. */
export const shoppingMutationKey = ['shopping', 'change'] as const;

export function updateShoppingList(
  queryClient: QueryClient,
  update: (list: ShoppingList) => ShoppingList,
): void {
  queryClient.setQueryData<ShoppingList>(shoppingQueryKey, (list) => (list ? update(list) : list));
}

export function readShoppingList(queryClient: QueryClient): ShoppingList | undefined {
  return queryClient.getQueryData<ShoppingList>(shoppingQueryKey);
}

/**
 * At the start of every change: a list fetched before it must not land after it and undo it on
 * screen. A cancelled fetch puts back the list it started from; a change that was waiting for
 * that fetch ends, so the last change to end fetches the list again (`refreshAfterChange`).
 */
export function cancelListReads(queryClient: QueryClient): Promise<void> {
  return queryClient.cancelQueries({ queryKey: shoppingQueryKey });
}

/**
 * After a change: the home's counts are stale, and the list is fetched again once no other change
 * is travelling (a refetch in the middle of two quick checks would show the first one undone).
 */
export async function refreshAfterChange(queryClient: QueryClient): Promise<void> {
  const isLastChange = queryClient.isMutating({ mutationKey: shoppingMutationKey }) <= 1;
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
    isLastChange ? queryClient.invalidateQueries({ queryKey: shoppingQueryKey }) : undefined,
  ]);
}
