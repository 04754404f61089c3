import { z } from 'zod';

// The household's calendar feed (decision 037): a secret address serving the planning as
// iCalendar, for Google Agenda, Apple Calendrier or Outlook to subscribe to.

/** Where the public feed lives: `/api/calendar/<token>.ics`. */
export const CALENDAR_FEED_PATH = '/api/calendar';

/** GET /api/calendar/feed: whether the household has an address, and since when. */
export const calendarFeedStatusSchema = z.object({
  isActive: z.boolean(),
  /** When the current address was issued; null without one. */
  issuedAt: z.iso.datetime().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/**
 * The answer that issues an address (« Activer le calendrier », « Changer l’adresse »): the only
 * one that holds it, since the server keeps only its hash.
 */
export const issuedCalendarFeedSchema = z.object({
  url: z.string(),
  issuedAt: z.iso.datetime(),
});
export type IssuedCalendarFeed = z.infer<typeof issuedCalendarFeedSchema>;

/**
 * The `<token>.ics` of a feed's address. Any short printable value is accepted and looked up,
 * so that a malformed address meets the same 404 as a revoked one.
 */
export const calendarFeedParamsSchema = z.object({
  token: z.string({ error: 'validation.invalid' }).max(200, 'validation.invalid'),
});
