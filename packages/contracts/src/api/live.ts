import { z } from 'zod';
import { liveEventSchema } from '../live';
import { endpoint } from './endpoint';

/** An id the server handed out: a database sequence number or an instance's mark. */
export const liveEventIdSchema = z
  .string()
  .max(64)
  .regex(/^[\w.]+$/);

/** The household's live updates, read with EventSource (decision record 011). */
export const liveApi = {
  events: endpoint({
    method: 'GET',
    path: '/api/household/events',
    // EventSource resends the last id as a header; a browser opening a fresh EventSource after a
    // refusal passes it here instead.
    query: z.object({ lastEventId: liveEventIdSchema.optional() }),
    responses: {
      200: liveEventSchema.describe(
        'A text/event-stream: `retry:`, then `id:` and one `data:` line of JSON per event ' +
          '(ready, change, resync), and `: ping` comments.',
      ),
    },
  }),
};
