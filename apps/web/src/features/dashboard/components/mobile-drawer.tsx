import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { Logo } from '@/components/ui/logo';
import { useTranslation } from '@/lib/translation';
import { SidebarNav } from './sidebar-nav';

/**
 * The dashboard's navigation on a phone (Radix Dialog: focus trap, Escape closes), opened from
 * the layout's menu button, to which the focus returns when it closes.
 */
export function MobileDrawer({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40 lg:hidden" />
        <Dialog.Content
          className="fixed inset-y-0 left-0 z-50 flex w-[18rem] max-w-[85vw] flex-col gap-6 overflow-y-auto bg-surface p-4 shadow-2xl lg:hidden"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title asChild>
              <span>
                <Logo name={t('app.name')} />
              </span>
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('dashboard.closeMenu')}
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface-muted"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            {t('dashboard.drawerDescription')}
          </Dialog.Description>
          <SidebarNav onNavigate={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
