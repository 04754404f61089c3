import { householdApi } from '@mijote/contracts';
import type { RouteModule } from '../../app-context';
import { perCallerRateLimit } from '../../lib/caller-rate-limit';
import { route } from '../../lib/endpoint-route';
import { requestOrigin } from '../subscription';
import {
  cancelInvitation,
  createInvitation,
  getHousehold,
  leaveHousehold,
  removeMember,
} from './household-service';
import { acceptInvitation, previewInvitation } from './invitation-service';
import { getPantry, updatePantry } from './pantry-service';

/**
 * « Mon foyer ». Managing the household is for members with access; reading and
 * accepting an invitation, and leaving, only need a session: the invited person usually has no
 * subscription yet (the household's will cover them), and a member whose payer left must still
 * be able to leave.
 */
export const householdRoutes: RouteModule = async (app, ctx) => {
  route(app, householdApi.get, { access: 'subscriber' }, async (request) =>
    getHousehold(ctx, request.caller),
  );

  // « Toujours à la maison » (decision 012): the household's cupboard staples.
  route(app, householdApi.pantry, { access: 'subscriber' }, async (request) =>
    getPantry(ctx.db, request.caller),
  );

  route(app, householdApi.savePantry, { access: 'subscriber' }, async (request) =>
    updatePantry(ctx.db, request.caller, request.body.foods),
  );

  route(
    app,
    householdApi.invite,
    {
      access: 'subscriber',
      // Each invitation may send a mail.
      rateLimit: perCallerRateLimit(
        'invitations',
        { max: 20, timeWindow: '1 hour' },
        'INVITATION_RATE_LIMITED',
      ),
    },
    async (request, reply) => {
      const created = await createInvitation(
        ctx,
        request.caller,
        request.body.email,
        requestOrigin(ctx.config, request),
      );
      return reply.status(201).send(created);
    },
  );

  route(app, householdApi.revokeInvitation, { access: 'subscriber' }, async (request, reply) => {
    await cancelInvitation(ctx, request.caller, request.params.invitationId);
    return reply.status(204).send(null);
  });

  route(app, householdApi.removeMember, { access: 'subscriber' }, async (request, reply) => {
    await removeMember(ctx, request.caller, request.params.userId);
    return reply.status(204).send(null);
  });

  route(app, householdApi.leave, { access: 'session' }, async (request, reply) => {
    await leaveHousehold(ctx, request.caller);
    return reply.status(204).send(null);
  });

  route(app, householdApi.invitation, { access: 'session' }, async (request) =>
    previewInvitation(ctx, request.caller, request.params.token),
  );

  route(app, householdApi.acceptInvitation, { access: 'session' }, async (request, reply) => {
    await acceptInvitation(ctx, request.caller, request.params.token, request.body);
    return reply.status(204).send(null);
  });
};
