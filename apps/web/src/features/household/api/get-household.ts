import { type Household, householdApi } from '@mijote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { householdMembersQueryKey } from '@/lib/query-keys';

/** The live stream marks it stale when a member joins or leaves (lib/live-updates). */
export const householdQueryKey = householdMembersQueryKey;

/** GET /api/household: the members, oldest first, and the pending invitations. */
export function getHousehold(): Promise<Household> {
  return api(householdApi.get);
}

export const householdQuery = queryOptions({ queryKey: householdQueryKey, queryFn: getHousehold });

export function useHousehold() {
  return useQuery(householdQuery);
}
