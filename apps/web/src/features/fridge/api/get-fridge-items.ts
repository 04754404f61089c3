import type { FridgeItem } from '@mijote/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { fridgeQueryKey } from '@/lib/query-keys';

export const fridgeItemsQueryKey = [...fridgeQueryKey, 'items'] as const;

/** GET /api/fridge/items → the household's items, newest first. */
export async function getFridgeItems(): Promise<FridgeItem[]> {
  return (await http<{ items: FridgeItem[] }>('/api/fridge/items')).items;
}

export function useFridgeItems() {
  return useQuery({ queryKey: fridgeItemsQueryKey, queryFn: getFridgeItems });
}
