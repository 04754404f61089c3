import type { PendingInvitation } from '@mijote/contracts';
import { Button } from '@/components/ui/button';
import { formatDayMonth } from '@/lib/dates';
import { useTranslation } from '@/lib/translation';

/** The invitations not yet accepted, each with its expiry and a way to revoke it. */
export function PendingInvitations({
  invitations,
  isRevoking,
  onRevoke,
}: {
  invitations: PendingInvitation[];
  isRevoking: boolean;
  onRevoke: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <h3 className="text-sm font-semibold text-fg">{t('household.pending')}</h3>
      <ul className="mt-2 space-y-2">
        {invitations.map((invitation) => {
          const who = invitation.email ?? t('household.linkOnly');
          return (
            <li
              key={invitation.id}
              className="flex items-center gap-3 rounded-2xl border border-dashed border-line px-3.5 py-2.5"
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-fg">{who}</span>
                <span className="block text-xs text-muted-fg">
                  {t('household.expiresOn', {
                    date: formatDayMonth(invitation.expiresAt.slice(0, 10)),
                  })}
                </span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                disabled={isRevoking}
                aria-label={t('household.revokeLabel', { who })}
                onClick={() => onRevoke(invitation.id)}
              >
                {t('household.revoke')}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
