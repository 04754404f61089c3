import { passwordResetRequestSchema } from '@mijote/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { requestPasswordReset } from './account-service';

export async function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post(
    '/api/account/password-reset',
    { config: { rateLimit: { max: ctx.config.authRateLimitMax, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { email } = passwordResetRequestSchema.parse(request.body ?? {});
      await requestPasswordReset(ctx, email, request.headers);
      return reply.status(204).send();
    },
  );
}
