import { type CalendarFeedStatus, calendarApi } from '@mijote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const calendarFeedQueryKey = ['calendar-feed'] as const;
/**
 * The address issued in this tab (the server shows it once): kept in the query cache, never on
 * disk, so that Planning and Paramètres both show it until the page is reloaded.
 */
export const issuedCalendarFeedKey = [...calendarFeedQueryKey, 'issued'] as const;

/** GET /api/calendar/feed: whether the household has an address, and since when. */
export function getCalendarFeed(): Promise<CalendarFeedStatus> {
  return api(calendarApi.status);
}

export const calendarFeedQuery = queryOptions({
  queryKey: [...calendarFeedQueryKey, 'status'],
  queryFn: getCalendarFeed,
});

export function useCalendarFeed() {
  return useQuery(calendarFeedQuery);
}
