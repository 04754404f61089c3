import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { useLiveUpdates } from '@/lib/live-updates';
import { useMe } from '@/lib/session';
import { SidebarNav } from './sidebar-nav';
import { UserMenu } from './user-menu';

/** Sidebar on wide screens, a drawer on small ones (Radix Dialog: focus trap, Escape closes). */
export function DashboardLayout() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  // The household's changes, made on another screen or by another member, show here at once.
  useLiveUpdates();

  return (
    <div className="min-h-dvh bg-bg lg:grid lg:grid-cols-[16rem_1fr]">
      <aside className="hidden border-r border-line bg-surface lg:flex lg:min-h-dvh lg:flex-col lg:gap-6 lg:p-4">
        <Link to="/dashboard" className="rounded-lg px-2 py-1">
          <Logo name={t('app.name')} />
        </Link>
        <SidebarNav />
      </aside>

      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-line bg-bg/90 px-3 backdrop-blur sm:px-6">
          <Dialog.Root open={isDrawerOpen} onOpenChange={setIsDrawerOpen}>
            <Dialog.Trigger
              aria-label={t('dashboard.openMenu')}
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface-muted lg:hidden"
            >
              <Menu className="size-5" aria-hidden="true" />
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40 lg:hidden" />
              <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[18rem] max-w-[85vw] flex-col gap-6 overflow-y-auto bg-surface p-4 shadow-2xl lg:hidden">
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
                <SidebarNav onNavigate={() => setIsDrawerOpen(false)} />
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
          <Link to="/dashboard" className="rounded-lg lg:hidden">
            <Logo name={t('app.name')} />
          </Link>
          <div className="ml-auto flex items-center gap-1">
            <ThemeToggle />
            {me ? <UserMenu user={me.user} /> : null}
          </div>
        </header>
        <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
