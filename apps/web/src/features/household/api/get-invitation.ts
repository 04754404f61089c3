import type { InvitationPreview } from '@mijote/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** GET /api/invitations/:token: whose household, who invited, what the caller's holds. */
export function getInvitation(token: string): Promise<InvitationPreview> {
  return http<InvitationPreview>(`/api/invitations/${encodeURIComponent(token)}`);
}

export function useInvitation(token: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => getInvitation(token),
    enabled,
    retry: false,
  });
}
