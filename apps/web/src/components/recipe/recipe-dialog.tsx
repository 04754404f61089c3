import type { Recipe } from '@mijote/contracts';
import type { ReactNode } from 'react';
import { Dialog } from '../ui/dialog';
import { RecipeDetail } from './recipe-detail';

/**
 * The full-recipe modal (spec « Full-recipe modal »): the recipe's title and description, then
 * RecipeDetail, and the caller's buttons in the footer (« Retirer des favoris », « Ajouter à la
 * liste de courses », « Ajouter au planning »…). Closed by Escape, a click outside or « Fermer ».
 *
 *   <RecipeDialog recipe={open} onOpenChange={(o) => !o && setOpen(null)}
 *     actions={<Button onClick={() => onAddToPlanning(open)}>Ajouter au planning</Button>} />
 *
 * `recipe` null keeps it closed, so one dialog serves a whole list. `servingsControl` (a
 * ServingsStepper) shows beside the ingredients: the caller passes the recipe already rescaled.
 * `notice` (an action's error) stays in sight at the bottom of the scrolling body. `marks` (a
 * household recipe's « Recette de la maison », its own small actions) come before the recipe.
 */
export function RecipeDialog({
  recipe,
  onOpenChange,
  actions,
  servingsControl,
  notice,
  marks,
}: {
  recipe: Recipe | null;
  onOpenChange: (open: boolean) => void;
  actions?: ReactNode;
  servingsControl?: ReactNode;
  notice?: ReactNode;
  marks?: ReactNode;
}) {
  return (
    <Dialog
      open={recipe !== null}
      onOpenChange={onOpenChange}
      title={recipe?.title ?? ''}
      description={recipe?.description || undefined}
      size="lg"
      footer={actions}
    >
      {recipe ? (
        <>
          {marks ? <div className="mb-4">{marks}</div> : null}
          <RecipeDetail recipe={recipe} servingsControl={servingsControl} />
          {notice ? <div className="sticky bottom-0 pt-4">{notice}</div> : null}
        </>
      ) : null}
    </Dialog>
  );
}
