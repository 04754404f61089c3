import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth-schema';
import { createdAt } from './columns';
import { householdRef } from './household-schema';

/**
 * The household's calendar feed (decision 037): one secret address per household. Only the
 * SHA-256 of its token is kept, so a copy of the database opens no feed; changing the address
 * replaces the hash, and the old address answers 404 at once.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    householdId: householdRef().primaryKey(),
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').notNull(),
    /** Who issued the current address; null once they have deleted their account. */
    issuedBy: text('issued_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the current address was issued (created or changed). */
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_idx').on(t.tokenHash)],
);
