import type { Recipe } from '@mijote/contracts';
import { CalendarPlus, Check, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { RecipeDialog } from '@/components/recipe/recipe-dialog';
import { ServingsStepper } from '@/components/recipe/servings-stepper';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/translation';
import type { ActionState } from '@/lib/use-shopping-action';

/**
 * The full-recipe modal (spec section 2): the shared RecipeDialog with the servings stepper,
 * « Ajouter à la liste de courses » (→ « Ajouté à la liste ») and « Ajouter au planning »
 * (→ « Ajouté au planning »). `recipe` is already at `servings`.
 */
export function FullRecipeDialog({
  recipe,
  open,
  onOpenChange,
  servings,
  onServingsChange,
  shopping,
  planning,
  fridgeToggle,
  notice,
}: {
  recipe: Recipe;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  servings: number;
  onServingsChange: (servings: number) => void;
  shopping: { state: ActionState; onAdd: () => void };
  planning: { state: ActionState; onAdd: () => void };
  /** « Déduire ce qui est au frigo », beside the shopping button. */
  fridgeToggle?: ReactNode;
  notice?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <RecipeDialog
      recipe={open ? recipe : null}
      onOpenChange={onOpenChange}
      servingsControl={<ServingsStepper value={servings} onChange={onServingsChange} />}
      notice={notice}
      actions={
        <>
          {fridgeToggle}
          <Button
            variant={shopping.state === 'done' ? 'soft' : 'secondary'}
            isLoading={shopping.state === 'busy'}
            onClick={shopping.onAdd}
          >
            {shopping.state === 'done' ? (
              <Check className="size-4" aria-hidden="true" />
            ) : shopping.state === 'idle' ? (
              <ShoppingCart className="size-4" aria-hidden="true" />
            ) : null}
            {shopping.state === 'done'
              ? t('suggestions.actions.shoppingDone')
              : t('suggestions.actions.shoppingAdd')}
          </Button>
          <Button isLoading={planning.state === 'busy'} onClick={planning.onAdd}>
            {planning.state === 'done' ? (
              <Check className="size-4" aria-hidden="true" />
            ) : planning.state === 'idle' ? (
              <CalendarPlus className="size-4" aria-hidden="true" />
            ) : null}
            {planning.state === 'done'
              ? t('suggestions.actions.planningDone')
              : t('suggestions.actions.planningAdd')}
          </Button>
        </>
      }
    />
  );
}
