import {
  acceptInvitationSchema,
  createdInvitationSchema,
  householdSchema,
  invitationInputSchema,
  invitationParamsSchema,
  invitationPreviewSchema,
  invitationTokenParamsSchema,
  memberParamsSchema,
  pantryInputSchema,
  pantrySchema,
} from '@mijote/contracts';
import { z } from 'zod';
import type { RouteModule } from '../../app-context';
import { perCallerRateLimit } from '../../lib/caller-rate-limit';
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

const noContent = { 204: z.null() };

/**
 * « Mon foyer ». Managing the household is for members with access; reading and
 * accepting an invitation, and leaving, only need a session: the invited person usually has no
 * subscription yet (the household's will cover them), and a member whose payer left must still
 * be able to leave.
 */
export const householdRoutes: RouteModule = async (app, ctx) => {
  app.get(
    '/api/household',
    { config: { access: 'subscriber' }, schema: { response: { 200: householdSchema } } },
    async (request) => getHousehold(ctx, request.caller),
  );

  // « Toujours à la maison » (decision 012): the household's cupboard staples.
  app.get(
    '/api/household/pantry',
    { config: { access: 'subscriber' }, schema: { response: { 200: pantrySchema } } },
    async (request) => getPantry(ctx.db, request.caller),
  );

  app.put(
    '/api/household/pantry',
    {
      config: { access: 'subscriber' },
      schema: { body: pantryInputSchema, response: { 200: pantrySchema } },
    },
    async (request) => updatePantry(ctx.db, request.caller, request.body.foods),
  );

  app.post(
    '/api/household/invitations',
    {
      config: {
        access: 'subscriber',
        // Each invitation may send a mail.
        rateLimit: perCallerRateLimit(
          'invitations',
          { max: 20, timeWindow: '1 hour' },
          'INVITATION_RATE_LIMITED',
        ),
      },
      schema: { body: invitationInputSchema, response: { 201: createdInvitationSchema } },
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

  app.delete(
    '/api/household/invitations/:invitationId',
    {
      config: { access: 'subscriber' },
      schema: { params: invitationParamsSchema, response: noContent },
    },
    async (request, reply) => {
      await cancelInvitation(ctx, request.caller, request.params.invitationId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/household/members/:userId',
    {
      config: { access: 'subscriber' },
      schema: { params: memberParamsSchema, response: noContent },
    },
    async (request, reply) => {
      await removeMember(ctx, request.caller, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/household/leave',
    { config: { access: 'session' }, schema: { response: noContent } },
    async (request, reply) => {
      await leaveHousehold(ctx, request.caller);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/invitations/:token',
    {
      config: { access: 'session' },
      schema: { params: invitationTokenParamsSchema, response: { 200: invitationPreviewSchema } },
    },
    async (request) => previewInvitation(ctx, request.caller, request.params.token),
  );

  app.post(
    '/api/invitations/:token/accept',
    {
      config: { access: 'session' },
      schema: {
        params: invitationTokenParamsSchema,
        body: acceptInvitationSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await acceptInvitation(ctx, request.caller, request.params.token, request.body);
      return reply.status(204).send(null);
    },
  );
};
