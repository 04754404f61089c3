import type { FridgeItem } from '@mijote/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorCodeOf, errorText } from '@/lib/errors';
import { useDeleteFridgeItem } from '../api/delete-fridge-item';

/**
 * « Supprimer cet article ? »: the item goes only once confirmed (then `onDeleted`); a refusal
 * stays in view.
 */
export function DeleteFridgeItemDialog({
  item,
  onClose,
  onDeleted,
}: {
  item: FridgeItem | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteFridgeItem();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('fridge.deleteTitle')}
      description={t('fridge.deleteText', { name: item?.name ?? '' })}
      confirmLabel={t('fridge.deleteConfirm')}
      isLoading={remove.isPending}
      error={remove.isError ? errorText(t, errorCodeOf(remove.error)) : null}
      onConfirm={() => {
        if (!item) return;
        remove.mutate(item.id, {
          onSuccess: () => {
            close();
            onDeleted();
          },
        });
      }}
    />
  );
}
