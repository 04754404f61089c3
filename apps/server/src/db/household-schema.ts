import { HOUSEHOLD_ROLES } from '@mijote/contracts';
import {
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth-schema';
import { createdAt, oneOf, userRef } from './columns';

// Households, their members and their invitations (decisions.md).

/** The household a row belongs to; the row goes with it. */
export const householdRef = () =>
  uuid('household_id')
    .notNull()
    .references(() => households.id, { onDelete: 'cascade' });

export const households = pgTable('households', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /**
   * « Toujours à la maison » (decision 012): the foods the household keeps in the cupboard, as
   * typed in Paramètres; null until it is edited, which means the default list (DEFAULT_PANTRY).
   */
  pantry: text('pantry').array(),
  createdAt: createdAt(),
});

export const householdMembers = pgTable(
  'household_members',
  {
    householdId: householdRef(),
    userId: userRef(),
    role: text('role').notNull().default('member'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.householdId, t.userId] }),
    // One household per user: the session resolves the caller's household from this
    // row, so a second membership would make it ambiguous. Joining moves the row, never adds one.
    uniqueIndex('household_members_user_id_idx').on(t.userId),
    check('household_members_role_check', oneOf(t.role, HOUSEHOLD_ROLES)),
  ],
);

/**
 * Invitations to join a household: a single-use link valid 7 days. Only a hash of the
 * token is stored, so a leaked database gives no working link; the link is shown once, to the
 * member who created it (and mailed when they gave an address).
 */
export const householdInvitations = pgTable(
  'household_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: householdRef(),
    /** Who created it; null once they have deleted their account (the link still works). */
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('household_invitations_token_hash_idx').on(t.tokenHash),
    index('household_invitations_household_idx').on(t.householdId, t.createdAt.desc()),
  ],
);
