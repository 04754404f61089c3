import { SUCCESS_TOAST_MS } from '@mijote/contracts/constants';
import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useTranslation } from '@/lib/translation';

export type ToastMessage = {
  id: number;
  title: string;
  description?: string;
  /** How long it stays, in ms (the spec's 3 s by default). */
  duration?: number;
  /** One button in the toast (« Annuler »); `altText` says how to do it without the toast. */
  action?: { label: string; altText: string; onClick: () => void };
};

/** The toasts on screen: Radix's, announced politely, each closing after the spec's 3 s. */
export function ToastRegion({
  messages,
  onDismiss,
}: {
  messages: readonly ToastMessage[];
  onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <RadixToast.Provider duration={SUCCESS_TOAST_MS} label={t('common.notifications')}>
      {messages.map((message) => (
        <RadixToast.Root
          key={message.id}
          {...(message.duration ? { duration: message.duration } : {})}
          onOpenChange={(open) => {
            if (!open) onDismiss(message.id);
          }}
          className="flex items-start gap-3 rounded-2xl border border-line bg-surface p-4 text-fg shadow-lg"
        >
          <div className="min-w-0 flex-1">
            <RadixToast.Title className="font-semibold">{message.title}</RadixToast.Title>
            {message.description ? (
              <RadixToast.Description className="mt-1 text-sm text-muted-fg">
                {message.description}
              </RadixToast.Description>
            ) : null}
            {/* Under the text, not beside it: a long label (« Ranger au frigo ») leaves the
                text its width on a phone. */}
            {message.action ? (
              <RadixToast.Action
                altText={message.action.altText}
                onClick={message.action.onClick}
                className="mt-3 rounded-full bg-primary-soft px-3 py-1.5 text-sm font-semibold text-primary-soft-fg hover:bg-primary hover:text-primary-fg"
              >
                {message.action.label}
              </RadixToast.Action>
            ) : null}
          </div>
          <RadixToast.Close
            aria-label={t('common.close')}
            className="rounded-full p-1 text-muted-fg hover:bg-surface-muted hover:text-fg"
          >
            <X className="size-4" aria-hidden="true" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      {/* At the bottom (centred on a phone, on the right from sm), out of the header's way. While
          a dialog is open, at the top centre: a dialog keeps its actions along its bottom edge (a
          sheet's on a phone, right-aligned on wider screens) and its close button at the top
          right, so a toast at the bottom would lie over them (« Retirer des favoris » just after
          a removal); at the top centre it can only cover a title, for a few seconds. */}
      <RadixToast.Viewport className="fixed inset-x-0 bottom-0 z-[100] mx-auto flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:right-0 sm:left-auto sm:mx-0 while-dialog-open:top-0 while-dialog-open:bottom-auto sm:while-dialog-open:right-0 sm:while-dialog-open:left-0 sm:while-dialog-open:mx-auto" />
    </RadixToast.Provider>
  );
}
