import { calendarApi, type IssuedCalendarFeed } from '@mijote/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { calendarFeedQueryKey, issuedCalendarFeedKey } from './get-calendar-feed';

/** POST /api/calendar/feed (« Activer le calendrier »): the address, shown this once. */
export function activateCalendarFeed(): Promise<IssuedCalendarFeed> {
  return api(calendarApi.activate);
}

/** POST /api/calendar/feed/rotate (« Changer l’adresse »): the old one stops at once. */
export function rotateCalendarFeed(): Promise<IssuedCalendarFeed> {
  return api(calendarApi.rotate);
}

/** DELETE /api/calendar/feed (« Désactiver »). */
export async function deactivateCalendarFeed(): Promise<null> {
  await api(calendarApi.deactivate);
  return null;
}

/** The address issued in this tab, if any (see issuedCalendarFeedKey). */
export function useIssuedCalendarFeed() {
  return (
    useQuery<IssuedCalendarFeed | null>({
      queryKey: issuedCalendarFeedKey,
      queryFn: () => null,
      // Only ever set by a change: no refetch or invalidation may wipe it.
      enabled: false,
      gcTime: Number.POSITIVE_INFINITY,
    }).data ?? null
  );
}

/** One of the three changes; the issued address (or none) replaces the one kept. */
export function useChangeCalendarFeed(change: () => Promise<IssuedCalendarFeed | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (issued) => queryClient.setQueryData(issuedCalendarFeedKey, issued),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: [...calendarFeedQueryKey, 'status'] }),
  });
}
