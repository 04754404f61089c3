import type { MeResponse } from '@mijote/contracts';
import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from '@/lib/translation';

export function initialsOf(firstName: string, lastName: string): string {
  const initials = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
  return initials || '?';
}

/**
 * The avatar's initials that open the account menu: a plain button until the menu has been
 * opened once (user-menu.tsx), then the menu's own trigger (user-menu-opened.tsx).
 */
export function AccountButton({
  user,
  ...props
}: { user: MeResponse['user'] } & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return (
    <button
      type="button"
      aria-label={t('userMenu.label', { name: fullName })}
      aria-haspopup="menu"
      className="flex items-center gap-1.5 rounded-full p-1 pr-2 hover:bg-surface-muted"
      {...props}
    >
      <span
        className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-fg"
        aria-hidden="true"
      >
        {initialsOf(user.firstName, user.lastName)}
      </span>
      <ChevronDown className="size-4 text-muted-fg" aria-hidden="true" />
    </button>
  );
}
