import type { FridgeItem } from '@mijote/contracts';
import { RemovalDialog } from '@/components/ui/removal-dialog';
import { useTranslation } from '@/lib/translation';
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
  return (
    <RemovalDialog
      id={item?.id ?? null}
      removal={useDeleteFridgeItem()}
      onClose={onClose}
      onRemoved={onDeleted}
      title={t('fridge.deleteTitle')}
      description={t('fridge.deleteText', { name: item?.name ?? '' })}
      confirmLabel={t('fridge.deleteConfirm')}
    />
  );
}
