import type { OwnRecipe } from '@mijote/contracts';
import { CalendarPlus, Check, ExternalLink, PencilLine, ShoppingCart, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { RecipeDialog } from '@/components/recipe/recipe-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { actionErrorText } from '@/lib/errors';
import { useTranslation } from '@/lib/translation';
import { usePlanningAction } from '@/lib/use-planning-action';
import { useShoppingAction } from '@/lib/use-shopping-action';
import { OwnRecipeMarks } from './own-recipe-marks';

/**
 * A household recipe opened: the shared recipe dialog with its marks, and what a suggested
 * recipe offers (« Ajouter à la liste de courses », « Ajouter au planning »), plus « Modifier »
 * and « Supprimer ».
 */
export function OwnRecipeDialog({
  ownRecipe,
  onClose,
  onEdit,
  onDelete,
}: {
  ownRecipe: OwnRecipe | null;
  onClose: () => void;
  onEdit: (ownRecipe: OwnRecipe) => void;
  onDelete: (ownRecipe: OwnRecipe) => void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  return (
    <RecipeDialog
      recipe={ownRecipe?.recipe ?? null}
      onOpenChange={(open) => {
        if (open) return;
        setError(null);
        onClose();
      }}
      marks={
        ownRecipe ? (
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="space-y-2">
              <OwnRecipeMarks ownRecipe={ownRecipe} />
              {ownRecipe.link ? <SourceLink link={ownRecipe.link} /> : null}
            </div>
            <div className="flex gap-2">
              <Button variant="secondary" size="sm" onClick={() => onEdit(ownRecipe)}>
                <PencilLine className="size-4" aria-hidden="true" />
                {t('ownRecipes.actions.edit')}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => onDelete(ownRecipe)}>
                <Trash2 className="size-4" aria-hidden="true" />
                {t('ownRecipes.actions.delete')}
              </Button>
            </div>
          </div>
        ) : null
      }
      notice={error ? <Alert onDismiss={() => setError(null)}>{error}</Alert> : null}
      actions={
        ownRecipe ? (
          <OwnRecipeActions key={ownRecipe.id} ownRecipe={ownRecipe} onError={setError} />
        ) : null
      }
    />
  );
}

/** « Ajouter à la liste de courses » and « Ajouter au planning », as a suggestion offers them. */
function OwnRecipeActions({
  ownRecipe,
  onError,
}: {
  ownRecipe: OwnRecipe;
  onError: (message: string | null) => void;
}) {
  const { t } = useTranslation();
  const { recipe } = ownRecipe;
  const shopping = useShoppingAction({
    recipe,
    servings: recipe.servings,
    onError: (error) => onError(actionErrorText(t, error, 'SHOPPING_ADD_FAILED')),
  });
  const planning = usePlanningAction(recipe);
  return (
    <>
      <Button
        variant={shopping.state === 'done' ? 'soft' : 'secondary'}
        isLoading={shopping.state === 'busy'}
        onClick={() => {
          onError(null);
          shopping.run();
        }}
      >
        {shopping.state === 'done' ? (
          <Check className="size-4" aria-hidden="true" />
        ) : (
          <ShoppingCart className="size-4" aria-hidden="true" />
        )}
        {t(
          shopping.state === 'done'
            ? 'ownRecipes.actions.shoppingDone'
            : 'ownRecipes.actions.shoppingAdd',
        )}
      </Button>
      <Button isLoading={planning.state === 'busy'} onClick={planning.run}>
        <CalendarPlus className="size-4" aria-hidden="true" />
        {t('ownRecipes.actions.planningAdd')}
      </Button>
    </>
  );
}

/** The page a recipe was imported from, credited and one tap away (it opens outside Mijote). */
function SourceLink({ link }: { link: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={link}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline underline-offset-2"
    >
      <ExternalLink className="size-4" aria-hidden="true" />
      {t('ownRecipes.source', { host: URL.canParse(link) ? new URL(link).host : link })}
    </a>
  );
}
