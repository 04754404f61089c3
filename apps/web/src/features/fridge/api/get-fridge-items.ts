import type { FridgeItem } from '@mijote/contracts';
import { fridgeListApi } from '@mijote/contracts/api/fridge-list';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api';
import { useOutbox } from '@/lib/offline/offline-session';
import { fridgeQueryKey } from '@/lib/query-keys';
import { withPendingFridgeChanges } from '../pending-changes';

export const fridgeItemsQueryKey = [...fridgeQueryKey, 'items'] as const;

/** GET /api/fridge/items → the household's items, newest first. */
export async function getFridgeItems(): Promise<FridgeItem[]> {
  return (await api(fridgeListApi.list)).items;
}

export const fridgeItemsQuery = queryOptions({
  queryKey: fridgeItemsQueryKey,
  queryFn: getFridgeItems,
});

export function useFridgeItems() {
  const { entries } = useOutbox();
  const select = useCallback(
    (items: FridgeItem[]) => withPendingFridgeChanges(items, entries),
    [entries],
  );
  return useQuery({ ...fridgeItemsQuery, select });
}
