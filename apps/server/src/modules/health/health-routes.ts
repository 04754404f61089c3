import { healthSchema } from '@mijote/contracts';
import type { RouteModule } from '../../app-context';

export const healthRoutes: RouteModule = async (app, ctx) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public', rateLimit: false },
      schema: { response: { 200: healthSchema, 503: healthSchema } },
    },
    async (request, reply) => {
      try {
        await ctx.database.ping();
        return { status: 'ok', database: { status: 'ok', kind: ctx.database.kind } } as const;
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        return reply.status(503).send({
          status: 'degraded',
          database: { status: 'unavailable', kind: ctx.database.kind },
        });
      }
    },
  );
};
