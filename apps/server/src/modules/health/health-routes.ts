import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/health', { config: { rateLimit: false } }, async (request, reply) => {
    try {
      await ctx.database.ping();
      return { status: 'ok', database: { status: 'ok', kind: ctx.database.kind } };
    } catch (error) {
      request.log.error({ err: error }, 'database ping failed');
      return reply
        .status(503)
        .send({ status: 'degraded', database: { status: 'unavailable', kind: ctx.database.kind } });
    }
  });
}
