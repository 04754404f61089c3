import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { requireSession } from '../auth/session';
import { getPreferences, savePreferences } from './preferences-service';

export async function preferencesRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/preferences', async (request) => {
    const user = await requireSession(ctx.readSession, request);
    return getPreferences(ctx.db, user.id);
  });

  app.put('/api/preferences', async (request) => {
    const user = await requireSession(ctx.readSession, request);
    return savePreferences(ctx.db, user.id, request.body);
  });
}
