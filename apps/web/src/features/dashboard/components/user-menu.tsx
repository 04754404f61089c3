import type { MeResponse } from '@mijote/contracts';
import { lazy, Suspense, useState } from 'react';
import { AccountButton } from './account-button';

// The account menu (Radix's dropdown, its positioning and focus handling: about 9 kB of
// gzipped script) loads when it is first wanted — a pointer over the avatar, a focus, a tap —
// not with every page of the dashboard.
const loadMenu = () => import('./user-menu-opened');
const UserMenuOpened = lazy(async () => ({ default: (await loadMenu()).UserMenuOpened }));

/** The avatar opening the account menu (spec section 2). */
export function UserMenu({ user }: { user: MeResponse['user'] }) {
  const [wasOpened, setWasOpened] = useState(false);
  const idle = (
    <AccountButton
      user={user}
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setWasOpened(true)}
    />
  );
  if (!wasOpened) return idle;
  return (
    <Suspense fallback={idle}>
      <UserMenuOpened user={user} />
    </Suspense>
  );
}
