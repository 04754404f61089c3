import { type ComponentProps, lazy, Suspense, useRef } from 'react';
import type { RecipeDialog as RecipeDialogType } from './recipe-dialog';

// The full recipe draws its picture (decision 032: the foods' drawings and the word table that
// reads its lines) and its details, about 45 kB gzipped: a page whose first screen shows no
// recipe — the home, the planning — loads them with the first recipe opened, not with itself
// (decision 039).
const RecipeDialog = lazy(async () => ({
  default: (await import('./recipe-dialog')).RecipeDialog,
}));

/** RecipeDialog, loaded when a recipe is first opened and kept then (it closes with its animation). */
export function RecipeDialogOnDemand(props: ComponentProps<typeof RecipeDialogType>) {
  const hasOpened = useRef(false);
  if (props.recipe !== null) hasOpened.current = true;
  if (!hasOpened.current) return null;
  return (
    <Suspense fallback={null}>
      <RecipeDialog {...props} />
    </Suspense>
  );
}
