import { LogOut, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/translation';
import { useHousehold } from '../api/get-household';
import { useMembershipActions } from '../hooks/use-membership-actions';
import { HouseholdMembers } from './household-members';
import { HouseholdRules } from './household-rules';
import { InviteDialog } from './invite-dialog';
import { PendingInvitations } from './pending-invitations';

/**
 * « Mon foyer »: who shares the planning, the list, the fridge and the subscription;
 * inviting, revoking a pending link, removing a member (the owner), leaving.
 */
export function HouseholdSettings() {
  const { t } = useTranslation();
  const household = useHousehold();
  const [isInviteOpen, setIsInviteOpen] = useState(false);
  const actions = useMembershipActions();
  const data = household.data;
  const memberName = actions.memberToRemove?.firstName ?? '';

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
          {actions.error ? <Alert onDismiss={actions.dismissError}>{actions.error}</Alert> : null}
          <HouseholdMembers
            members={data.members}
            canRemove={data.isOwner}
            onRemove={actions.askToRemove}
          />

          <Button variant="soft" className="w-full sm:w-auto" onClick={() => setIsInviteOpen(true)}>
            <UserPlus className="size-4" aria-hidden="true" />
            {t('household.invite')}
          </Button>

          {data.invitations.length > 0 ? (
            <PendingInvitations
              invitations={data.invitations}
              isRevoking={actions.isRevoking}
              onRevoke={actions.revokeInvitation}
            />
          ) : null}

          <HouseholdRules members={data.members} />

          {data.members.length > 1 ? (
            <div className="border-t border-line pt-4">
              <Button
                variant="secondary"
                className="border-danger-line text-danger hover:bg-danger-soft"
                onClick={actions.askToLeave}
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
        open={actions.memberToRemove !== null}
        onOpenChange={actions.onRemoveOpenChange}
        title={t('household.removeDialog.title', { name: memberName })}
        description={t('household.removeDialog.description', { name: memberName })}
        confirmLabel={t('household.removeDialog.confirm')}
        isLoading={actions.isRemoving}
        error={actions.error}
        onConfirm={actions.confirmRemove}
      />

      <ConfirmDialog
        open={actions.isLeaveOpen}
        onOpenChange={actions.onLeaveOpenChange}
        title={t('household.leaveDialog.title')}
        description={t('household.leaveDialog.description')}
        confirmLabel={t('household.leaveDialog.confirm')}
        isLoading={actions.isLeaving}
        error={actions.error}
        onConfirm={actions.confirmLeave}
      />
    </div>
  );
}
