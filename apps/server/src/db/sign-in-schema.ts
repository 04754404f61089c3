import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins per address, for the per-account brake (OWASP ASVS 2.2.1; see
 * modules/auth/sign-in-brake.ts). In the database because every instance shares it, with or
 * without Redis. Keyed by the lower-cased address, registered or not: locking only real
 * accounts would tell which addresses are registered. Rows of an elapsed window are deleted.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    email: text('email').primaryKey(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('sign_in_failures_window_idx').on(t.windowStartedAt)],
);
