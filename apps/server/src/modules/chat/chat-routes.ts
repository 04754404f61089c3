import { chatApi } from '@mijote/contracts';
import type { RouteModule } from '../../app-context';
import { perCallerRateLimit } from '../../lib/caller-rate-limit';
import { route } from '../../lib/endpoint-route';
import { openEventStream } from '../../lib/event-stream';
import {
  type ChatDeps,
  confirmChatAction,
  getChatHistory,
  openReply,
  resetConversation,
  streamReply,
} from './chat-service';
import { createChatResponders } from './responders/create-responders';

/** « Assistant Chef » (spec sections 2, 4, 7). The history is personal. */
export const chatRoutes: RouteModule = async (app, ctx) => {
  const deps: ChatDeps = {
    db: ctx.db,
    now: ctx.now,
    logger: ctx.logger,
    ...createChatResponders(ctx),
  };

  route(app, chatApi.history, { access: 'subscriber' }, async (request) =>
    getChatHistory(deps, request.caller),
  );

  route(
    app,
    chatApi.ask,
    {
      access: 'subscriber',
      rateLimit: perCallerRateLimit(
        'chat',
        { max: ctx.config.chatRateLimitMax, timeWindow: '1 minute' },
        'CHAT_RATE_LIMITED',
      ),
    },
    async (request, reply) => {
      // Before the stream opens: a refusal (409 pending, 5xx) is an ordinary JSON error.
      const exchange = await openReply(deps, request.caller, request.body.content);
      const events = openEventStream(reply);
      for await (const event of streamReply(deps, request.caller, exchange, events.signal)) {
        events.send(event);
        // « start » goes out at once: the browser shows the question saved and the wait.
        if (event.type === 'start') await events.flush();
      }
      events.end();
      return reply;
    },
  );

  route(app, chatApi.clear, { access: 'subscriber' }, async (request, reply) => {
    await resetConversation(deps, request.caller);
    return reply.status(204).send(null);
  });

  route(app, chatApi.confirmAction, { access: 'subscriber' }, async (request) =>
    confirmChatAction(deps, request.caller, request.params.actionId),
  );
};
