import type { PortalResponse } from '@mijote/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** POST /api/subscription/portal → the provider's customer portal (or the demo portal). */
export function openPortal(): Promise<PortalResponse> {
  return http<PortalResponse>('/api/subscription/portal', { method: 'POST' });
}

export function useOpenPortal() {
  return useMutation({ mutationFn: openPortal });
}
