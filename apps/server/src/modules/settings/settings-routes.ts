import { profileApi } from '@mijote/contracts';
import type { RouteModule } from '../../app-context';
import { route } from '../../lib/endpoint-route';
import { getProfile, saveProfile } from './profile-service';

/** The settings screen's profile form (spec « Paramètres »). */
export const settingsRoutes: RouteModule = async (app, ctx) => {
  route(app, profileApi.get, { access: 'subscriber' }, async (request) =>
    getProfile(ctx.db, request.caller.id),
  );

  route(app, profileApi.save, { access: 'subscriber' }, async (request) =>
    saveProfile(ctx.db, request.caller.id, request.body),
  );
};
