import { accountApi, type DeviceSessions } from '@mijote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const devicesQueryKey = ['account', 'sessions'] as const;

/** GET /api/account/sessions: the devices signed in to the account, this one first. */
export function listDevices(): Promise<DeviceSessions> {
  return api(accountApi.listSessions);
}

export const devicesQuery = queryOptions({ queryKey: devicesQueryKey, queryFn: listDevices });

export function useDevices() {
  return useQuery(devicesQuery);
}
