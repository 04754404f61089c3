import { type FridgeItem, fridgeApi } from '@mijote/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { fridgeQueryKey } from '@/lib/query-keys';

export const fridgeItemsQueryKey = [...fridgeQueryKey, 'items'] as const;

/** GET /api/fridge/items → the household's items, newest first. */
export async function getFridgeItems(): Promise<FridgeItem[]> {
  return (await api(fridgeApi.list)).items;
}

export function useFridgeItems() {
  return useQuery({ queryKey: fridgeItemsQueryKey, queryFn: getFridgeItems });
}
