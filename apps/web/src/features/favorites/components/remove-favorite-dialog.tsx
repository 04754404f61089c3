import type { Favorite } from '@mijote/contracts';
import { RemovalDialog } from '@/components/ui/removal-dialog';
import { useToast } from '@/components/ui/toast';
import { useTranslation } from '@/lib/translation';
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
  return (
    <RemovalDialog
      id={favorite?.id ?? null}
      removal={useDeleteFavorite()}
      onClose={onClose}
      onRemoved={() => {
        if (!favorite) return;
        showToast({ title: t('favorites.removed') });
        onRemoved(favorite);
      }}
      title={t('favorites.deleteTitle')}
      description={t('favorites.deleteText', { title: favorite?.recipe.title ?? '' })}
      confirmLabel={t('favorites.deleteConfirm')}
    />
  );
}
