import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { actionErrorText } from '@/lib/errors';
import { useTranslation } from '@/lib/translation';
import { useDeleteCheckedItems } from '../api/delete-checked-items';

/** « Supprimer cochés », confirmed first: the list is the whole household's. */
export function DeleteCheckedDialog({
  open,
  onOpenChange,
  checkedCount,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  checkedCount: number;
}) {
  const { t } = useTranslation();
  const remove = useDeleteCheckedItems();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) remove.reset();
        onOpenChange(isOpen);
      }}
      title={t('shopping.deleteChecked.title')}
      description={t('shopping.deleteChecked.text', { count: checkedCount })}
      confirmLabel={t('shopping.deleteChecked.confirm')}
      onConfirm={() => remove.mutate(undefined, { onSuccess: () => onOpenChange(false) })}
      isLoading={remove.isPending}
      error={
        remove.isError ? actionErrorText(t, remove.error, 'SHOPPING_DELETE_CHECKED_FAILED') : null
      }
    />
  );
}
