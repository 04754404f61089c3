import type { MeResponse } from '@mijote/contracts';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Heart, LogOut, MonitorSmartphone, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useSignOut } from '@/lib/sign-out';
import { useTranslation } from '@/lib/translation';
import { AccountButton } from './account-button';

const itemClasses =
  'flex min-h-10 cursor-pointer items-center gap-2.5 rounded-lg px-2.5 text-sm text-fg outline-none ' +
  'data-[highlighted]:bg-surface-muted';

function MenuItem({ onSelect, children }: { onSelect: () => void; children: ReactNode }) {
  return (
    <DropdownMenu.Item className={itemClasses} onSelect={onSelect}>
      {children}
    </DropdownMenu.Item>
  );
}

/**
 * The account menu itself (spec section 2: name, Favoris, Paramètres, logout), loaded with its
 * first opening (user-menu.tsx) and open from the start.
 */
export function UserMenuOpened({ user }: { user: MeResponse['user'] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const fullName = `${user.firstName} ${user.lastName}`.trim();

  const leave = (everywhere: boolean) => {
    void signOut({ everywhere });
  };

  return (
    // Not modal: a modal menu hides the page with aria-hidden while its links stay focusable
    // (axe: aria-hidden-focus); a menu button needs no focus trap, Escape and Tab close it.
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger asChild>
        <AccountButton user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-2xl border border-line bg-surface p-1.5 shadow-xl"
        >
          <DropdownMenu.Label className="px-2.5 py-2">
            <p className="truncate font-semibold text-fg">{fullName}</p>
            <p className="truncate text-xs text-muted-fg">{user.email}</p>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <MenuItem onSelect={() => navigate('/dashboard/favorites')}>
            <Heart className="size-4" aria-hidden="true" />
            {t('userMenu.favorites')}
          </MenuItem>
          <MenuItem onSelect={() => navigate('/dashboard/settings')}>
            <Settings className="size-4" aria-hidden="true" />
            {t('userMenu.settings')}
          </MenuItem>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <MenuItem onSelect={() => leave(false)}>
            <LogOut className="size-4" aria-hidden="true" />
            {t('userMenu.signOut')}
          </MenuItem>
          <MenuItem onSelect={() => leave(true)}>
            <MonitorSmartphone className="size-4" aria-hidden="true" />
            {t('userMenu.signOutEverywhere')}
          </MenuItem>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
