import { errorCodeOf, errorText } from '@/lib/errors';
import { useTranslation } from '@/lib/translation';
import { ConfirmDialog } from './confirm-dialog';

/** The part of a TanStack Query mutation that deletes one row by its id. */
type Removal = {
  mutate: (id: string, options: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
};

/**
 * « Supprimer … ? » for one row: removed once confirmed (then `onRemoved`, and closed), a refusal
 * stays in view in French. `id` null keeps it closed, so one dialog serves a whole list.
 *
 *   <RemovalDialog id={toDelete?.id ?? null} removal={useDeleteOwnRecipe()} … />
 */
export function RemovalDialog({
  id,
  removal,
  onClose,
  onRemoved,
  title,
  description,
  confirmLabel,
}: {
  id: string | null;
  removal: Removal;
  onClose: () => void;
  onRemoved: () => void;
  title: string;
  description: string;
  confirmLabel: string;
}) {
  const { t } = useTranslation();
  const close = () => {
    removal.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={id !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      isLoading={removal.isPending}
      error={removal.isError ? errorText(t, errorCodeOf(removal.error)) : null}
      onConfirm={() => {
        if (id === null) return;
        removal.mutate(id, {
          onSuccess: () => {
            onRemoved();
            close();
          },
        });
      }}
    />
  );
}
