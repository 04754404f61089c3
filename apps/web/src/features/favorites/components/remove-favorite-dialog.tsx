import type { Favorite } from '@mijote/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { errorCodeOf, errorText } from '@/lib/errors';
import { useDeleteFavorite } from '../api/delete-favorite';

/** « Retirer cette recette des favoris ? »: removed once confirmed; a refusal stays in view. */
export function RemoveFavoriteDialog({
  favorite,
  onClose,
  onRemoved,
}: {
  favorite: Favorite | null;
  onClose: () => void;
  onRemoved: (favorite: Favorite) => void;
}) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const remove = useDeleteFavorite();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={favorite !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('favorites.deleteTitle')}
      description={t('favorites.deleteText', { title: favorite?.recipe.title ?? '' })}
      confirmLabel={t('favorites.deleteConfirm')}
      isLoading={remove.isPending}
      error={remove.isError ? errorText(t, errorCodeOf(remove.error)) : null}
      onConfirm={() => {
        if (!favorite) return;
        remove.mutate(favorite.id, {
          onSuccess: () => {
            showToast({ title: t('favorites.removed') });
            onRemoved(favorite);
            close();
          },
        });
      }}
    />
  );
}
