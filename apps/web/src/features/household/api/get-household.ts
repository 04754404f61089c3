import type { Household } from '@mijote/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const householdQueryKey = ['household'] as const;

/** GET /api/household: the members, oldest first, and the pending invitations. */
export function getHousehold(): Promise<Household> {
  return http<Household>('/api/household');
}

export function useHousehold() {
  return useQuery({ queryKey: householdQueryKey, queryFn: getHousehold });
}
