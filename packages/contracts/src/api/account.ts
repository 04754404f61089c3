import { z } from 'zod';
import { passwordResetRequestSchema } from '../credentials';
import { deviceSessionParamsSchema, deviceSessionsSchema } from '../devices';
import { accountDeletionSchema } from '../settings';
import { endpoint } from './endpoint';

export const accountApi = {
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/api/account/password-reset',
    body: passwordResetRequestSchema,
    responses: { 204: z.null().describe('The reset link is on its way.') },
  }),
  delete: endpoint({
    method: 'POST',
    path: '/api/account/delete',
    body: accountDeletionSchema,
    responses: {
      204: z.null().describe('The account is deleted and the session cookie cleared.'),
    },
  }),
  /** « Appareils connectés »: the caller's sessions, the current one first. */
  listSessions: endpoint({
    method: 'GET',
    path: '/api/account/sessions',
    responses: { 200: deviceSessionsSchema },
  }),
  /** Ends one other session of the caller's; another user's or an unknown id is a 404. */
  endSession: endpoint({
    method: 'DELETE',
    path: '/api/account/sessions/:sessionId',
    params: deviceSessionParamsSchema,
    responses: { 204: z.null().describe('That device is signed out.') },
  }),
  /** « Déconnecter tous les autres appareils »: every session of the caller but this one. */
  endOtherSessions: endpoint({
    method: 'POST',
    path: '/api/account/sessions/end-others',
    responses: { 204: z.null().describe('Only this device stays signed in.') },
  }),
};
