import { z } from 'zod';

/** GET /api/health: 200 when the database answers, 503 « degraded » when it does not. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    status: z.enum(['ok', 'unavailable']),
    kind: z.enum(['pglite', 'postgres']),
  }),
});
export type Health = z.infer<typeof healthSchema>;
