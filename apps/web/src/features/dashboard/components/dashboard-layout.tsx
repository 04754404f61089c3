import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { OfflineStatus } from '@/components/offline-status';
import { Logo } from '@/components/ui/logo';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { useLiveUpdates } from '@/lib/live-updates';
import { useMediaQuery, WIDE_SCREEN } from '@/lib/media-query';
import { useMe } from '@/lib/session';
import { useTranslation } from '@/lib/translation';
import { SidebarNav } from './sidebar-nav';
import { UserMenu } from './user-menu';

// The phone's drawer (Radix's dialog, its focus trap and scroll lock: about 17 kB of gzipped
// script) loads when it is first wanted, not with every page of the dashboard.
const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(async () => ({ default: (await loadDrawer()).MobileDrawer }));

/**
 * Sidebar on wide screens, a drawer on small ones (mobile-drawer.tsx). A phone does not render
 * the sidebar at all: its links, and the chat's history the sidebar reads for « IA », wait for
 * the drawer (docs/performance.md, 29 Nov evening).
 */
export function DashboardLayout() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const isWide = useMediaQuery(WIDE_SCREEN);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const [wasDrawerOpened, setWasDrawerOpened] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // The household's changes, made on another screen or by another member, show here at once.
  useLiveUpdates();

  return (
    <div className="min-h-dvh bg-bg lg:grid lg:grid-cols-[16rem_1fr]">
      {isWide ? (
        <aside className="hidden border-r border-line bg-surface lg:flex lg:min-h-dvh lg:flex-col lg:gap-6 lg:p-4">
          <Link to="/dashboard" className="rounded-lg px-2 py-1">
            <Logo name={t('app.name')} />
          </Link>
          <SidebarNav />
        </aside>
      ) : null}

      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-line bg-bg/90 px-3 backdrop-blur sm:px-6">
          <button
            type="button"
            ref={menuButton}
            aria-label={t('dashboard.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={isDrawerOpen}
            onPointerEnter={() => void loadDrawer()}
            onFocus={() => void loadDrawer()}
            onClick={() => {
              setWasDrawerOpened(true);
              setIsDrawerOpen(true);
            }}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface-muted lg:hidden"
          >
            <Menu className="size-5" aria-hidden="true" />
          </button>
          {wasDrawerOpened ? (
            <Suspense fallback={null}>
              <MobileDrawer
                open={isDrawerOpen}
                onOpenChange={setIsDrawerOpen}
                returnFocusTo={menuButton}
              />
            </Suspense>
          ) : null}
          <Link to="/dashboard" className="rounded-lg lg:hidden">
            <Logo name={t('app.name')} />
          </Link>
          <div className="ml-auto flex items-center gap-1">
            <ThemeToggle />
            {me ? <UserMenu user={me.user} /> : null}
          </div>
        </header>
        <OfflineStatus />
        <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
