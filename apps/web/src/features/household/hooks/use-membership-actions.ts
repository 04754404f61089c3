import type { HouseholdMember } from '@mijote/contracts';
import { useState } from 'react';
import { errorCodeOf, errorText } from '@/lib/errors';
import { useTranslation } from '@/lib/translation';
import { useLeaveHousehold } from '../api/leave-household';
import { useRemoveMember } from '../api/remove-member';
import { useRevokeInvitation } from '../api/revoke-invitation';

/**
 * What « Mon foyer » lets one do to its membership: remove a member (the owner), leave, revoke a
 * pending link; each removal or departure asked for in a confirmation first. One error for all
 * three, shown above the page and in the open confirmation.
 */
export function useMembershipActions() {
  const { t } = useTranslation();
  const [memberToRemove, setMemberToRemove] = useState<HouseholdMember | null>(null);
  const [isLeaveOpen, setIsLeaveOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useRemoveMember();
  const leave = useLeaveHousehold();
  const revoke = useRevokeInvitation();

  const failed = (fallback: string) => (cause: unknown) => {
    const code = errorCodeOf(cause);
    setError(code === 'INTERNAL' ? t(fallback) : errorText(t, code));
  };

  return {
    error,
    dismissError: () => setError(null),

    memberToRemove,
    isRemoving: remove.isPending,
    askToRemove: (member: HouseholdMember) => {
      setError(null);
      setMemberToRemove(member);
    },
    onRemoveOpenChange: (isOpen: boolean) => {
      if (!isOpen && !remove.isPending) setMemberToRemove(null);
    },
    confirmRemove: () => {
      if (!memberToRemove) return;
      setError(null);
      remove.mutate(memberToRemove.userId, {
        onSuccess: () => setMemberToRemove(null),
        onError: failed('errors.MEMBER_REMOVE_FAILED'),
      });
    },

    isLeaveOpen,
    isLeaving: leave.isPending,
    askToLeave: () => {
      setError(null);
      setIsLeaveOpen(true);
    },
    onLeaveOpenChange: (isOpen: boolean) => {
      if (!leave.isPending) setIsLeaveOpen(isOpen);
    },
    confirmLeave: () => {
      setError(null);
      leave.mutate(undefined, {
        onSuccess: () => setIsLeaveOpen(false),
        onError: failed('errors.HOUSEHOLD_LEAVE_FAILED'),
      });
    },

    isRevoking: revoke.isPending,
    revokeInvitation: (id: string) => {
      setError(null);
      revoke.mutate(id, { onError: failed('errors.INTERNAL') });
    },
  };
}
