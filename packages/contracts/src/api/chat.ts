import { z } from 'zod';
import {
  chatActionParamsSchema,
  chatActionResultSchema,
  chatHistorySchema,
  chatMessageInputSchema,
  chatStreamEventSchema,
} from '../chat';
import { endpoint } from './endpoint';

export const chatApi = {
  history: endpoint({
    method: 'GET',
    path: '/api/chat/messages',
    responses: { 200: chatHistorySchema },
  }),
  ask: endpoint({
    method: 'POST',
    path: '/api/chat/messages',
    body: chatMessageInputSchema,
    responses: {
      200: chatStreamEventSchema.describe(
        'A text/event-stream: one `data:` line of JSON per event (start, token…, done or error).',
      ),
    },
  }),
  clear: endpoint({
    method: 'DELETE',
    path: '/api/chat/messages',
    responses: { 204: z.null().describe('The conversation is deleted.') },
  }),
  confirmAction: endpoint({
    method: 'POST',
    path: '/api/chat/actions/:actionId/confirm',
    params: chatActionParamsSchema,
    responses: { 200: chatActionResultSchema },
  }),
};
