import { type ReactNode, useEffect, useId, useState } from 'react';
import { submitOnEnter } from '@/lib/submit-on-enter';
import { useTranslation } from '@/lib/translation';
import { Button } from './button';
import { Dialog } from './dialog';
import { TextField } from './text-field';

/**
 * « Are you sure? » before an action that cannot be undone (deleting a meal, an item…).
 *
 *   <ConfirmDialog open={!!mealToDelete} onOpenChange={(o) => !o && setMealToDelete(null)}
 *     title="Supprimer ce repas ?" description="« Gratin » sera retiré du planning."
 *     confirmLabel="Supprimer" onConfirm={() => remove.mutate(id)} isLoading={remove.isPending} />
 *
 * The cancel button (« Annuler » unless `cancelLabel`) gets the focus when it opens, so Enter
 * never destroys by accident. `onConfirm` does not close the dialog: close it when the action
 * succeeded (`onOpenChange(false)`), keep it open to show `error` when it failed.
 *
 * For what is gravest (deleting the account), `typedConfirmation` asks for a word to be typed
 * first: the confirm button stays disabled until the field holds it (surrounding spaces do
 * not count, its case does), the field has the focus, and Enter in it confirms.
 *
 *   typedConfirmation={{ word: 'SUPPRIMER', label: 'Tapez SUPPRIMER pour confirmer' }}
 */
type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  isLoading?: boolean;
  /** A French error shown above the buttons (for example the server's refusal). */
  error?: string | null;
  /** 'danger' (default) paints the confirm button red. */
  tone?: 'danger' | 'primary';
  typedConfirmation?: { word: string; label: string };
  /** More fields of the typed confirmation's form (a password), after the word; Enter confirms. */
  children?: ReactNode;
};

/** The typed text is `word`, as the server's check reads it: trimmed, then exactly. */
export function isConfirmationTyped(typed: string, word: string): boolean {
  return typed.trim() === word;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  isLoading = false,
  error,
  tone = 'danger',
  typedConfirmation,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [typed, setTyped] = useState('');
  // A dialog opened again starts empty: the word is typed each time, on purpose.
  useEffect(() => {
    if (!open) setTyped('');
  }, [open]);
  const canConfirm = !typedConfirmation || isConfirmationTyped(typed, typedConfirmation.word);
  const confirm = () => {
    if (canConfirm && !isLoading) onConfirm();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => onOpenChange(false)}
            data-autofocus={typedConfirmation ? undefined : true}
          >
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            onClick={confirm}
            disabled={!canConfirm}
            isLoading={isLoading}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {typedConfirmation ? (
        <form
          id={formId}
          noValidate
          onKeyDown={submitOnEnter}
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <TextField
            label={typedConfirmation.label}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="done"
            data-autofocus
          />
          {children}
        </form>
      ) : null}
      {error ? (
        <p
          role="alert"
          className={
            typedConfirmation
              ? 'mt-3 text-sm font-medium text-danger'
              : 'text-sm font-medium text-danger'
          }
        >
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
