import { z } from 'zod';
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
} from '../household';
import { endpoint } from './endpoint';

export const householdApi = {
  get: endpoint({ method: 'GET', path: '/api/household', responses: { 200: householdSchema } }),
  pantry: endpoint({
    method: 'GET',
    path: '/api/household/pantry',
    responses: { 200: pantrySchema },
  }),
  savePantry: endpoint({
    method: 'PUT',
    path: '/api/household/pantry',
    body: pantryInputSchema,
    responses: { 200: pantrySchema },
  }),
  invite: endpoint({
    method: 'POST',
    path: '/api/household/invitations',
    body: invitationInputSchema,
    responses: { 201: createdInvitationSchema },
  }),
  revokeInvitation: endpoint({
    method: 'DELETE',
    path: '/api/household/invitations/:invitationId',
    params: invitationParamsSchema,
    responses: { 204: z.null() },
  }),
  removeMember: endpoint({
    method: 'DELETE',
    path: '/api/household/members/:userId',
    params: memberParamsSchema,
    responses: { 204: z.null() },
  }),
  leave: endpoint({ method: 'POST', path: '/api/household/leave', responses: { 204: z.null() } }),
  invitation: endpoint({
    method: 'GET',
    path: '/api/invitations/:token',
    params: invitationTokenParamsSchema,
    responses: { 200: invitationPreviewSchema },
  }),
  acceptInvitation: endpoint({
    method: 'POST',
    path: '/api/invitations/:token/accept',
    params: invitationTokenParamsSchema,
    body: acceptInvitationSchema,
    responses: { 204: z.null() },
  }),
};
