import type { FridgeItem } from '@mijote/contracts';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/http';
import { useTranslation } from '@/lib/translation';
import { useUpdateFridgeItem } from '../api/update-fridge-item';
import { FridgeItemForm } from './fridge-item-form';

const FORM_ID = 'fridge-item-edit-form';

/**
 * An item opened from the list (decision 033): the add form, filled with the item, to change its
 * quantity, unit, date, category or name; « Supprimer » asks for the confirmation over it (the
 * page closes both once the item is gone). An item another member took out meanwhile closes the
 * dialog with a word of why.
 */
export function EditFridgeItemDialog({
  item,
  onClose,
  onDelete,
}: {
  item: FridgeItem | null;
  onClose: () => void;
  onDelete: (item: FridgeItem) => void;
}) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const update = useUpdateFridgeItem();
  const close = () => {
    update.reset();
    onClose();
  };
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('fridge.edit.title')}
      description={t('fridge.edit.description')}
      footer={
        item ? (
          <>
            <Button
              variant="ghost"
              className="text-danger hover:bg-danger-soft sm:mr-auto"
              // The confirmation opens over this dialog: « Annuler » comes back to it.
              onClick={() => onDelete(item)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {t('fridge.deleteConfirm')}
            </Button>
            <Button variant="secondary" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" form={FORM_ID} isLoading={update.isPending}>
              {t('fridge.edit.submit')}
            </Button>
          </>
        ) : null
      }
    >
      {item ? (
        <FridgeItemForm
          // A fresh form for each item opened.
          key={item.id}
          id={FORM_ID}
          item={item}
          submitError={update.error}
          onSubmit={(changes) =>
            update.mutate(
              { itemId: item.id, changes },
              {
                onSuccess: (saved) => {
                  showToast({ title: t('fridge.edit.saved', { name: saved.name }) });
                  close();
                },
                onError: (error) => {
                  if (!isApiError(error) || error.status !== 404) return;
                  showToast({ title: t('fridge.edit.gone', { name: item.name }) });
                  close();
                },
              },
            )
          }
        />
      ) : null}
    </Dialog>
  );
}
