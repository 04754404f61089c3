import { passwordResetRequestSchema } from '@mijote/contracts';
import { z } from 'zod';
import type { RouteModule } from '../../app-context';
import { requestPasswordReset } from './account-service';

export const accountRoutes: RouteModule = async (app, ctx) => {
  app.post(
    '/api/account/password-reset',
    {
      config: {
        access: 'public',
        rateLimit: { max: ctx.config.authRateLimitMax, timeWindow: '1 minute' },
      },
      schema: {
        body: passwordResetRequestSchema,
        response: { 204: z.null().describe('The reset link is on its way.') },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(ctx, request.body.email, request.headers);
      return reply.status(204).send(null);
    },
  );
};
