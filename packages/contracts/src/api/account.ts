import { z } from 'zod';
import { accountExportSchema } from '../account-export';
import { passwordResetRequestSchema } from '../auth';
import { accountDeletionSchema } from '../settings';
import { endpoint } from './endpoint';

export const accountApi = {
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/api/account/password-reset',
    body: passwordResetRequestSchema,
    responses: { 204: z.null().describe('The reset link is on its way.') },
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/account/export',
    responses: { 200: accountExportSchema },
  }),
  delete: endpoint({
    method: 'POST',
    path: '/api/account/delete',
    body: accountDeletionSchema,
    responses: {
      204: z.null().describe('The account is deleted and the session cookie cleared.'),
    },
  }),
};
