import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counts per address and purpose, for the per-address brakes (modules/auth/address-brake-repo.ts):
 * failed sign-ins (OWASP ASVS 2.2.1, purpose `sign-in`) and mails sent on request to one
 * recipient (`mail-hour`, `mail-day`; decision 035). In the database because every instance shares
 * it, with or without Redis. Keyed by the lower-cased, trimmed address, registered or not:
 * braking only real accounts would tell which addresses are registered. Rows of an elapsed
 * window are deleted. The table keeps its first name, from when it held only sign-ins.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    purpose: text('purpose').notNull().default('sign-in'),
    email: text('email').notNull(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.purpose, t.email] }),
    index('sign_in_failures_window_idx').on(t.windowStartedAt),
  ],
);
