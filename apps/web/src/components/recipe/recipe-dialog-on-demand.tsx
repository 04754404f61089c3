import { type ComponentProps, lazy, Suspense } from 'react';
import { OnceAsked } from '@/components/once-asked';
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
  return (
    <OnceAsked asked={props.recipe !== null}>
      <Suspense fallback={null}>
        <RecipeDialog {...props} />
      </Suspense>
    </OnceAsked>
  );
}
