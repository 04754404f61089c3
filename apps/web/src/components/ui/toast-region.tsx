import { SUCCESS_TOAST_MS } from '@mijote/contracts/constants';
import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export type ToastMessage = { id: number; title: string; description?: string };

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
          </div>
          <RadixToast.Close
            aria-label={t('common.close')}
            className="rounded-full p-1 text-muted-fg hover:bg-surface-muted hover:text-fg"
          >
            <X className="size-4" aria-hidden="true" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="fixed inset-x-0 bottom-0 z-[100] mx-auto flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:right-0 sm:left-auto sm:mx-0" />
    </RadixToast.Provider>
  );
}
