import type {
  ShoppingStoreInput,
  ShoppingStoreProposal,
  ShoppingStoreResult,
} from '@mijote/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { shoppingArea } from '@/lib/contract-areas';
import { afterQueuedChanges } from '@/lib/offline/offline-session';
import { fridgeQueryKey } from '@/lib/query-keys';
import { withoutItems } from '../shopping-view';
import { useShoppingListChange } from './use-shopping-list-change';

/** POST /api/shopping/store-proposal → what « Ranger au frigo » proposes for checked items. */
export async function getStoreProposal(itemIds: readonly string[]): Promise<ShoppingStoreProposal> {
  const shoppingApi = await shoppingArea();
  return api(shoppingApi.storeProposal, { body: { itemIds: [...itemIds] } });
}

export function useStoreProposal(itemIds: readonly string[], isEnabled: boolean) {
  return useQuery({
    // Outside shoppingQueryKey: a change of the list must not ask again for items just stored.
    queryKey: ['store-proposal', [...itemIds].sort()],
    queryFn: () => getStoreProposal(itemIds),
    enabled: isEnabled && itemIds.length > 0,
    // Each opening proposes afresh (today's date, the items as they now are).
    gcTime: 0,
    staleTime: 0,
  });
}

/** POST /api/shopping/store: the checked items move into the fridge, in one transaction. */
export async function storeCheckedItems(input: ShoppingStoreInput): Promise<ShoppingStoreResult> {
  // What the list holds when it is stored is what the user last ticked.
  await afterQueuedChanges();
  const shoppingApi = await shoppingArea();
  return api(shoppingApi.store, { body: input });
}

export function useStoreCheckedItems() {
  return useShoppingListChange({
    mutationFn: storeCheckedItems,
    applyResult: (list, { removedIds }) => withoutItems(list, removedIds),
    alsoStale: fridgeQueryKey,
  });
}
