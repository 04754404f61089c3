import { type PortalResponse, subscriptionApi } from '@mijote/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /api/subscription/portal → the provider's customer portal (or the demo portal). */
export function openPortal(): Promise<PortalResponse> {
  return api(subscriptionApi.portal);
}

export function useOpenPortal() {
  return useMutation({ mutationFn: openPortal });
}
