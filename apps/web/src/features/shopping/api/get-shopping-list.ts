import type { ShoppingList } from '@mijote/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { shoppingQueryKey } from '@/lib/query-keys';

/** GET /api/shopping/items → the items newest first, and « Tous les articles » by aisle. */
export function getShoppingList(): Promise<ShoppingList> {
  return http<ShoppingList>('/api/shopping/items');
}

export function useShoppingList() {
  return useQuery({ queryKey: shoppingQueryKey, queryFn: getShoppingList });
}
