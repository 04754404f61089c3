import type { ShoppingList } from '@mijote/contracts';
import { shoppingListApi } from '@mijote/contracts/api/shopping-list';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api';
import { useOutbox } from '@/lib/offline/offline-session';
import { shoppingQueryKey } from '@/lib/query-keys';
import { withPendingChanges } from '../pending-changes';

/** GET /api/shopping/items → the items newest first, and « Tous les articles » by aisle. */
export function getShoppingList(): Promise<ShoppingList> {
  return api(shoppingListApi.list);
}

/** The list as the server last sent it, with the changes still waiting to be sent on top. */
export const shoppingListQuery = queryOptions({
  queryKey: shoppingQueryKey,
  queryFn: getShoppingList,
});

export function useShoppingList() {
  const { entries } = useOutbox();
  const select = useCallback((list: ShoppingList) => withPendingChanges(list, entries), [entries]);
  return useQuery({ ...shoppingListQuery, select });
}
