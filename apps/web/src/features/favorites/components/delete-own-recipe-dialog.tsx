import type { OwnRecipe } from '@mijote/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { errorCodeOf, errorText } from '@/lib/errors';
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
  const remove = useDeleteOwnRecipe();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={ownRecipe !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('ownRecipes.deleteTitle')}
      description={t('ownRecipes.deleteText', { title: ownRecipe?.recipe.title ?? '' })}
      confirmLabel={t('ownRecipes.deleteConfirm')}
      isLoading={remove.isPending}
      error={remove.isError ? errorText(t, errorCodeOf(remove.error)) : null}
      onConfirm={() => {
        if (!ownRecipe) return;
        remove.mutate(ownRecipe.id, {
          onSuccess: () => {
            showToast({ title: t('ownRecipes.deleted') });
            onDeleted(ownRecipe);
            close();
          },
        });
      }}
    />
  );
}
