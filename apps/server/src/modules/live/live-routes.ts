import { LIVE_RETRY_MS, liveApi, liveEventIdSchema } from '@mijote/contracts';
import type { RouteModule } from '../../app-context';
import { perCallerRateLimit } from '../../lib/caller-rate-limit';
import { route } from '../../lib/endpoint-route';
import { openEventStream } from '../../lib/event-stream';
import { checkAccess } from '../access';
import { openLiveHub } from './live-hub';
import { DEFAULT_LIVE_TIMING } from './live-timing';

/**
 * The household's live updates (docs/decisions/011-live-updates.md): a
 * Server-Sent Events stream of what changed, per household, read with EventSource.
 */
export const liveRoutes: RouteModule = async (app, ctx) => {
  const timing = ctx.liveTiming ?? DEFAULT_LIVE_TIMING;
  const hub = await openLiveHub(ctx.database, ctx.logger, { catchUpMs: timing.catchUpMs });
  ctx.readiness.add('live', hub.isListening);
  // Before Fastify waits for open requests: a stream would otherwise hold the shutdown.
  app.addHook('preClose', async () => hub.closeStreams());
  app.addHook('onClose', async () => hub.close());

  route(
    app,
    liveApi.events,
    {
      access: 'subscriber',
      // A reconnection loop stops here.
      rateLimit: perCallerRateLimit('live', { max: 60, timeWindow: '1 minute' }),
    },
    async (request, reply) => {
      const { caller } = request;
      const header = liveEventIdSchema.safeParse(request.headers['last-event-id']);
      const lastEventId = header.success ? header.data : request.query.lastEventId;
      const events = openEventStream(reply);
      events.retry(LIVE_RETRY_MS);

      let isClosed = false;
      const close = (retryMs?: number) => {
        if (isClosed) return;
        isClosed = true;
        clearInterval(heartbeat);
        clearInterval(recheck);
        unsubscribe();
        if (retryMs !== undefined) events.retry(retryMs);
        events.end();
      };
      const heartbeat = setInterval(() => events.heartbeat(), timing.heartbeatMs);
      // A signed-out session, a lapsed subscription, another household: the stream ends.
      const recheck = setInterval(async () => {
        try {
          const now = await checkAccess(ctx, 'subscriber', request);
          if (now.householdId !== caller.householdId) close();
        } catch {
          close();
        }
      }, timing.recheckMs);
      const unsubscribe = hub.subscribe(
        {
          userId: caller.id,
          householdId: caller.householdId,
          send: (event, id) => events.send(event, id),
          close,
        },
        lastEventId,
      );
      events.signal.addEventListener('abort', () => close(), { once: true });
      return reply;
    },
  );
};
