import type { HouseholdMember, PendingInvitation } from '@mijote/contracts';
import { LogOut, UserMinus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { formatDayMonth } from '@/lib/dates';
import { errorCodeOf, errorText } from '@/lib/errors';
import { useHousehold } from '../api/get-household';
import { useLeaveHousehold } from '../api/leave-household';
import { useRemoveMember } from '../api/remove-member';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { HouseholdRules } from './household-rules';
import { InviteDialog } from './invite-dialog';

/**
 * « Mon foyer »: who shares the planning, the list, the fridge and the subscription;
 * inviting, revoking a pending link, removing a member (the owner), leaving.
 */
export function HouseholdSettings() {
  const { t } = useTranslation();
  const household = useHousehold();
  const [isInviteOpen, setIsInviteOpen] = useState(false);
  const [toRemove, setToRemove] = useState<HouseholdMember | null>(null);
  const [isLeaveOpen, setIsLeaveOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useRemoveMember();
  const leave = useLeaveHousehold();
  const revoke = useRevokeInvitation();
  const data = household.data;

  const failed = (fallback: string) => (cause: unknown) => {
    const code = errorCodeOf(cause);
    setError(code === 'INTERNAL' ? t(fallback) : errorText(t, code));
  };

  return (
    <div className="space-y-5">
      {household.isPending ? (
        <div role="status" aria-label={t('common.loading')}>
          <Spinner className="size-5 text-primary" />
        </div>
      ) : household.isError || !data ? (
        <LoadError error={household.error} onRetry={() => void household.refetch()} />
      ) : (
        <>
          {error ? <Alert onDismiss={() => setError(null)}>{error}</Alert> : null}
          <div>
            <h3 className="text-sm font-semibold text-fg">{t('household.members')}</h3>
            <ul className="mt-2 divide-y divide-line rounded-2xl border border-line">
              {data.members.map((member) => (
                <li key={member.userId} className="flex items-center gap-3 px-3.5 py-3">
                  <span
                    aria-hidden="true"
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary-soft-fg"
                  >
                    {member.firstName.slice(0, 1).toLocaleUpperCase('fr')}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-fg">
                      {member.firstName} {member.lastName}
                      {member.isYou ? (
                        <span className="font-normal text-muted-fg"> {t('household.you')}</span>
                      ) : null}
                    </span>
                    <span className="block text-xs text-muted-fg">
                      {t(`household.roles.${member.role}`)}
                    </span>
                  </span>
                  {data.isOwner && !member.isYou ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-danger"
                      aria-label={t('household.removeLabel', { name: member.firstName })}
                      onClick={() => {
                        setError(null);
                        setToRemove(member);
                      }}
                    >
                      <UserMinus className="size-4" aria-hidden="true" />
                      <span className="hidden sm:inline">{t('household.remove')}</span>
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>

          <Button variant="soft" className="w-full sm:w-auto" onClick={() => setIsInviteOpen(true)}>
            <UserPlus className="size-4" aria-hidden="true" />
            {t('household.invite')}
          </Button>

          {data.invitations.length > 0 ? (
            <PendingInvitations
              invitations={data.invitations}
              isRevoking={revoke.isPending}
              onRevoke={(id) => {
                setError(null);
                revoke.mutate(id, { onError: failed('errors.INTERNAL') });
              }}
            />
          ) : null}

          <HouseholdRules members={data.members} />

          {data.members.length > 1 ? (
            <div className="border-t border-line pt-4">
              <Button
                variant="secondary"
                className="border-danger-line text-danger hover:bg-danger-soft"
                onClick={() => {
                  setError(null);
                  setIsLeaveOpen(true);
                }}
              >
                <LogOut className="size-4" aria-hidden="true" />
                {t('household.leave')}
              </Button>
            </div>
          ) : null}
        </>
      )}

      <InviteDialog open={isInviteOpen} onOpenChange={setIsInviteOpen} />

      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen && !remove.isPending) setToRemove(null);
        }}
        title={t('household.removeDialog.title', { name: toRemove?.firstName ?? '' })}
        description={t('household.removeDialog.description', { name: toRemove?.firstName ?? '' })}
        confirmLabel={t('household.removeDialog.confirm')}
        isLoading={remove.isPending}
        error={error}
        onConfirm={() => {
          if (!toRemove) return;
          setError(null);
          remove.mutate(toRemove.userId, {
            onSuccess: () => setToRemove(null),
            onError: failed('errors.MEMBER_REMOVE_FAILED'),
          });
        }}
      />

      <ConfirmDialog
        open={isLeaveOpen}
        onOpenChange={(isOpen) => {
          if (!leave.isPending) setIsLeaveOpen(isOpen);
        }}
        title={t('household.leaveDialog.title')}
        description={t('household.leaveDialog.description')}
        confirmLabel={t('household.leaveDialog.confirm')}
        isLoading={leave.isPending}
        error={error}
        onConfirm={() => {
          setError(null);
          leave.mutate(undefined, {
            onSuccess: () => setIsLeaveOpen(false),
            onError: failed('errors.HOUSEHOLD_LEAVE_FAILED'),
          });
        }}
      />
    </div>
  );
}

function PendingInvitations({
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
