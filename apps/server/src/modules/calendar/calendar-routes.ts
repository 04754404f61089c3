import { calendarApi } from '@mijote/contracts';
import type { RouteModule } from '../../app-context';
import { perCallerRateLimit } from '../../lib/caller-rate-limit';
import { route } from '../../lib/endpoint-route';
import { hashSecretToken } from '../../lib/secret-token';
import {
  activateCalendarFeed,
  deactivateCalendarFeed,
  getCalendarFeedStatus,
  readCalendarFeed,
  rotateCalendarFeed,
} from './calendar-service';

/** Issuing addresses: a few a minute is plenty for a person, and bounds a runaway script. */
const ISSUE_LIMIT = { max: 10, timeWindow: '1 minute' };
/**
 * The public feed, counted per address rather than per client: calendar services (Google,
 * Apple, Microsoft) fetch many households' feeds from a few shared addresses, which a per-client
 * bucket would starve. One address polled more than this is a loop, not a calendar.
 */
const FEED_LIMIT = { max: 30, timeWindow: '1 minute' };

/** The household's calendar feed (decision 037). */
export const calendarRoutes: RouteModule = async (app, ctx) => {
  route(app, calendarApi.status, { access: 'subscriber' }, async (request) =>
    getCalendarFeedStatus(ctx, request.caller),
  );

  route(
    app,
    calendarApi.activate,
    { access: 'subscriber', rateLimit: perCallerRateLimit('calendar-issue', ISSUE_LIMIT) },
    async (request, reply) =>
      reply.status(201).send(await activateCalendarFeed(ctx, request.caller)),
  );

  route(
    app,
    calendarApi.rotate,
    { access: 'subscriber', rateLimit: perCallerRateLimit('calendar-issue', ISSUE_LIMIT) },
    async (request) => rotateCalendarFeed(ctx, request.caller),
  );

  route(app, calendarApi.deactivate, { access: 'subscriber' }, async (request, reply) => {
    await deactivateCalendarFeed(ctx, request.caller);
    return reply.status(204).send(null);
  });

  route(
    app,
    calendarApi.feed,
    {
      access: 'public',
      rateLimit: {
        ...FEED_LIMIT,
        // The hash, not the token: a shared rate-limit store (Redis) holds no working address.
        keyGenerator: (request) =>
          `calendar-feed:${hashSecretToken((request.params as { token: string }).token)}`,
      },
    },
    async (request, reply) => {
      const body = await readCalendarFeed(ctx, request.params.token);
      // Inline, never `attachment`: iOS refuses to subscribe to a feed served as a download.
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-robots-tag', 'noindex')
        .send(body);
    },
  );
};
