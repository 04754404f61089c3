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

/**
 * GET /api/ready: whether this instance should take traffic (a proxy's or an orchestrator's
 * readiness check). 200 when its migrations ran (by construction), its database answers and each
 * part that keeps a link (the live updates' LISTEN connection) has it; 503 otherwise, and from
 * SIGTERM on, while the instance finishes what it started.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  database: z.enum(['ok', 'unavailable']),
  stopping: z.boolean(),
  checks: z.record(z.string(), z.boolean()),
});
export type Readiness = z.infer<typeof readinessSchema>;
