import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { requireSession } from '../auth/session';
import { getMe } from './me-service';

export async function meRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/me', async (request) => {
    const session = await requireSession(ctx.readSession, request);
    return getMe(ctx, session);
  });
}
