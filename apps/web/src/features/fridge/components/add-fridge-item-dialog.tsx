import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { useTranslation } from '@/lib/translation';
import { useAddFridgeItem } from '../api/add-fridge-item';
import { FridgeItemForm } from './fridge-item-form';

const FORM_ID = 'fridge-item-form';

/** « Ajouter un article »: the form starts blank at every opening (it lives inside the dialog). */
export function AddFridgeItemDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const add = useAddFridgeItem();
  const changeOpen = (next: boolean) => {
    if (!next) add.reset();
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={t('fridge.add')}
      description={t('fridge.form.description')}
      footer={
        <>
          <Button variant="secondary" onClick={() => changeOpen(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} isLoading={add.isPending}>
            {t('fridge.form.submit')}
          </Button>
        </>
      }
    >
      <FridgeItemForm
        id={FORM_ID}
        submitError={add.error}
        onSubmit={(input) =>
          add.mutate(input, {
            onSuccess: (item) => {
              // Waiting to be sent (offline): the name as typed, the queue's banner says the rest.
              showToast({ title: t('fridge.added', { name: item?.name ?? input.name }) });
              changeOpen(false);
            },
          })
        }
      />
    </Dialog>
  );
}
