import type { OwnRecipe } from '@mijote/contracts';
import { RemovalDialog } from '@/components/ui/removal-dialog';
import { useToast } from '@/components/ui/toast';
import { useTranslation } from '@/lib/translation';
import { useDeleteOwnRecipe } from '../api/delete-own-recipe';

/** « Supprimer cette recette ? »: for the whole household, once confirmed. */
export function DeleteOwnRecipeDialog({
  ownRecipe,
  onClose,
  onDeleted,
}: {
  ownRecipe: OwnRecipe | null;
  onClose: () => void;
  onDeleted: (ownRecipe: OwnRecipe) => void;
}) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  return (
    <RemovalDialog
      id={ownRecipe?.id ?? null}
      removal={useDeleteOwnRecipe()}
      onClose={onClose}
      onRemoved={() => {
        if (!ownRecipe) return;
        showToast({ title: t('ownRecipes.deleted') });
        onDeleted(ownRecipe);
      }}
      title={t('ownRecipes.deleteTitle')}
      description={t('ownRecipes.deleteText', { title: ownRecipe?.recipe.title ?? '' })}
      confirmLabel={t('ownRecipes.deleteConfirm')}
    />
  );
}
