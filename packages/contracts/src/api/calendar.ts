import { z } from 'zod';
import {
  calendarFeedParamsSchema,
  calendarFeedStatusSchema,
  issuedCalendarFeedSchema,
} from '../calendar';
import { endpoint } from './endpoint';

/** The household's calendar feed (decision 037). */
export const calendarApi = {
  status: endpoint({
    method: 'GET',
    path: '/api/calendar/feed',
    responses: { 200: calendarFeedStatusSchema },
  }),
  /** « Activer le calendrier »: 409 when the household already has an address. */
  activate: endpoint({
    method: 'POST',
    path: '/api/calendar/feed',
    responses: { 201: issuedCalendarFeedSchema },
  }),
  /** « Changer l’adresse »: a new address; the old one answers 404 at once. */
  rotate: endpoint({
    method: 'POST',
    path: '/api/calendar/feed/rotate',
    responses: { 200: issuedCalendarFeedSchema },
  }),
  /** « Désactiver »: the address answers 404 at once. */
  deactivate: endpoint({
    method: 'DELETE',
    path: '/api/calendar/feed',
    responses: { 204: z.null().describe('The address no longer opens the feed.') },
  }),
  /** The feed itself, public: the token in the address is the credential. */
  feed: endpoint({
    method: 'GET',
    path: '/api/calendar/:token.ics',
    params: calendarFeedParamsSchema,
    responses: {
      200: z
        .string()
        .describe(
          'text/calendar (RFC 5545): the planned meals from 30 days back, one VEVENT each.',
        ),
    },
  }),
};
