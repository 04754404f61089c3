import { type ShoppingList, shoppingApi } from '@mijote/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { shoppingQueryKey } from '@/lib/query-keys';

/** GET /api/shopping/items → the items newest first, and « Tous les articles » by aisle. */
export function getShoppingList(): Promise<ShoppingList> {
  return api(shoppingApi.list);
}

export function useShoppingList() {
  return useQuery({ queryKey: shoppingQueryKey, queryFn: getShoppingList });
}
