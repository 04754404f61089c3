import { type Recipe, SHOPPING_DONE_MS, type ShoppingFromRecipeResult } from '@mijote/contracts';
import { useEffect, useState } from 'react';
import { useAddRecipeToShoppingList } from './add-recipe-to-shopping-list';

// « Ajouter à la liste de courses »: the suggestions and the household's own recipes both offer
// it, so it lives here rather than in one of the two features.

export type ActionState = 'idle' | 'busy' | 'done';

/**
 * « Ajouter à la liste de courses » (spec section 4): idle, busy, then done for 2 s before it
 * is ready again. The lines go at `servings` (the dialog's stepper), rescaled by the server from
 * `recipe` as it was written.
 */
export function useShoppingAction({
  recipe,
  servings,
  countsFridge = true,
  onAdded,
  onError,
}: {
  recipe: Recipe;
  servings: number;
  /** Buy only what the fridge lacks (the default), or the full quantities. */
  countsFridge?: boolean;
  onAdded?: (result: ShoppingFromRecipeResult) => void;
  onError: (error: unknown) => void;
}) {
  const add = useAddRecipeToShoppingList();
  const [isDone, setIsDone] = useState(false);

  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(() => setIsDone(false), SHOPPING_DONE_MS);
    return () => clearTimeout(timer);
  }, [isDone]);

  const state: ActionState = add.isPending ? 'busy' : isDone ? 'done' : 'idle';
  const run = () => {
    if (state !== 'idle') return;
    add.mutate(
      { recipe, servings, ignoreFridge: !countsFridge },
      {
        onSuccess: (result) => {
          setIsDone(true);
          onAdded?.(result);
        },
        onError,
      },
    );
  };
  return { state, run };
}
