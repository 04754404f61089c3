import * as RadixDialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useHasBeenAsked } from '@/components/once-asked';
import { useTranslation } from '@/lib/translation';

/**
 * The app's modal dialog (Radix): focus is trapped inside and returned to the opener on close
 * (or to the page's h1, `#page-title`, when the opener is gone);
 * Escape, a click outside and the « Fermer » button all close it.
 *
 *   <Dialog open={isOpen} onOpenChange={setIsOpen} title="Ajouter un repas"
 *           description="…optional, read by screen readers…"
 *           footer={<><Button …>Annuler</Button><Button type="submit" form="meal-form">…</Button></>}>
 *     <form id="meal-form">…</form>
 *   </Dialog>
 *
 * `trigger` (optional) is an element that opens it (rendered through Radix's asChild); without
 * one, control `open` yourself. `size` widens it for content such as a recipe. On phones the
 * dialog is a bottom sheet that scrolls; on wider screens a centred card. A dialog without a
 * trigger draws nothing until it is first opened.
 */

/**
 * On open, focus goes to the element marked `data-autofocus`, else to the first form field, so
 * a form dialog is ready to type in; a dialog with neither keeps Radix's default (first button).
 */
function focusPreferredField(event: Event): void {
  const content = event.currentTarget;
  if (!(content instanceof HTMLElement)) return;
  const target =
    content.querySelector<HTMLElement>('[data-autofocus]') ??
    content.querySelector<HTMLElement>(
      'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)',
    );
  if (!target) return;
  event.preventDefault();
  target.focus();
}

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** Visually hides the description while keeping it for screen readers. */
  hideDescription?: boolean;
  trigger?: ReactNode;
  footer?: ReactNode;
  size?: 'md' | 'lg';
  children?: ReactNode;
};

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  hideDescription = false,
  trigger,
  footer,
  size = 'md',
  children,
}: DialogProps) {
  const { t } = useTranslation();
  const hasBody = children !== null && children !== undefined && children !== false;
  // Radix returns the focus to its Trigger only; a dialog opened from elsewhere (a card's
  // button, a list row) remembers what had the focus and gives it back on close.
  const openerRef = useRef<HTMLElement | null>(null);
  // Closed and never opened, with no trigger to show: nothing to draw yet (components/once-asked).
  const hasOpened = useHasBeenAsked(open);
  if (!hasOpened && !trigger) return null;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          // Without a description Radix warns; undefined tells it there is none on purpose.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            openerRef.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            focusPreferredField(event);
          }}
          onCloseAutoFocus={(event) => {
            const opener = openerRef.current;
            openerRef.current = null;
            if (trigger) return;
            // The opener may be gone (the deleted row's button): the page's title takes the
            // focus then, rather than the whole document.
            const target = opener?.isConnected ? opener : document.getElementById('page-title');
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          className={clsx(
            'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-3xl border border-line bg-surface text-fg shadow-2xl outline-none',
            'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100vw-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl',
            size === 'lg' ? 'sm:max-w-2xl' : 'sm:max-w-md',
          )}
        >
          <div
            className={clsx(
              'flex items-start gap-3 px-5 pt-5 sm:px-6 sm:pt-6',
              hasBody ? undefined : 'pb-4',
            )}
          >
            <div className="min-w-0 flex-1">
              <RadixDialog.Title className="font-serif text-xl font-bold text-fg">
                {title}
              </RadixDialog.Title>
              {description ? (
                <RadixDialog.Description
                  className={hideDescription ? 'sr-only' : 'mt-1 text-sm text-muted-fg'}
                >
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              aria-label={t('common.close')}
              className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted-fg hover:bg-surface-muted hover:text-fg"
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          {hasBody ? (
            <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4 sm:px-6">{children}</div>
          ) : null}
          {footer ? (
            <div className="flex flex-col-reverse gap-2 border-t border-line px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
              {footer}
            </div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
