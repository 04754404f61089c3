import type { IngredientHint } from '@mijote/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { fridgeArea } from '@/lib/contract-areas';
import { fridgeQueryKey } from '@/lib/query-keys';

/** Names shorter than this are not looked up: « to » would be a guess. */
const HINT_MIN_LENGTH = 2;

/** GET /api/fridge/ingredient-hint?name=… → the category and expiry the add dialog proposes. */
export async function getIngredientHint(
  name: string,
  signal?: AbortSignal,
): Promise<IngredientHint> {
  // The fridge's changes and hint load with the first one asked for (decision 039).
  const fridgeApi = await fridgeArea();
  return api(fridgeApi.ingredientHint, { query: { name }, signal });
}

/** The hint for `name` (already debounced by the caller); undefined while unknown. */
export function useIngredientHint(name: string) {
  const wanted = name.trim();
  const isEnabled = wanted.length >= HINT_MIN_LENGTH;
  const query = useQuery({
    queryKey: [...fridgeQueryKey, 'hint', wanted.toLocaleLowerCase('fr')],
    queryFn: ({ signal }) => getIngredientHint(wanted, signal),
    enabled: isEnabled,
    // A shelf life does not change while the dialog is open.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    placeholderData: keepPreviousData,
  });
  return isEnabled ? query.data : undefined;
}
