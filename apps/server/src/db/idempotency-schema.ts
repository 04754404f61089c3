import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { userRef } from './columns';

/**
 * Changes already applied, by the key their sender gave them (`Idempotency-Key`, decision 036):
 * a replay of the same change — the answer was lost, the offline queue sends it again — gets the
 * stored answer instead of being applied twice. A row is `pending` while its change runs, then
 * holds the answer; a failed change deletes it, so that a retry runs. Rows older than a day are
 * deleted. In the database because every instance shares it.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: userRef(),
    key: text('key').notNull(),
    /** Method, route and input of the first request: the same key on another change is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    /** The answer's body as sent (JSON text), null for an empty one and while pending. */
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotent_requests_created_idx').on(t.createdAt),
  ],
);
