import { profileInputSchema, profileSchema } from '@mijote/contracts';
import type { RouteModule } from '../../app-context';
import { getProfile, saveProfile } from './profile-service';

/** The settings screen's profile form (spec « Paramètres »). */
export const settingsRoutes: RouteModule = async (app, ctx) => {
  app.get(
    '/api/profile',
    { config: { access: 'subscriber' }, schema: { response: { 200: profileSchema } } },
    async (request) => getProfile(ctx.db, request.caller.id),
  );

  app.put(
    '/api/profile',
    {
      config: { access: 'subscriber' },
      schema: { body: profileInputSchema, response: { 200: profileSchema } },
    },
    async (request) => saveProfile(ctx.db, request.caller.id, request.body),
  );
};
