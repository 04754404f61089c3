import { householdApi, type InvitationPreview } from '@mijote/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/invitations/:token: whose household, who invited, what the caller's holds. */
export function getInvitation(token: string): Promise<InvitationPreview> {
  return api(householdApi.invitation, { params: { token } });
}

export function useInvitation(token: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => getInvitation(token),
    enabled,
    retry: false,
  });
}
