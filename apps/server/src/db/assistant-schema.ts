import {
  CHAT_ACTION_KINDS,
  CHAT_MESSAGE_STATUSES,
  CHAT_MODES,
  type ChatWarning,
  type Recipe,
} from '@mijote/contracts';
import type { AssistantAction } from '@mijote/cuisine';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, updatedAt, userRef } from './columns';
import { householdRef } from './household-schema';

// What the suggestions and Assistant Chef keep: the recipes suggested, the chat and its actions.

/**
 * The recipes suggested to a household, newest first: the catalogue engine avoids the
 * last 10, and « Suggestions récentes » reopens them. Only the last few rows of a household are
 * kept.
 */
export const suggestionHistory = pgTable(
  'suggestion_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: householdRef(),
    recipeId: text('recipe_id').notNull(),
    recipeTitle: text('recipe_title').notNull(),
    engine: text('engine').notNull(),
    /**
     * The recipe as it was suggested (contracts' recipeSchema): a model's recipe exists nowhere
     * else. Null on rows recorded before it was kept; those are not listed.
     */
    recipe: jsonb('recipe').$type<Recipe>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('suggestion_history_household_created_idx').on(t.householdId, t.createdAt.desc()),
    check('suggestion_history_engine_check', oneOf(t.engine, ['catalogue', 'llm'])),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    role: text('role').notNull(),
    content: text('content').notNull(),
    /** complete, streaming (the reply being written) or incomplete (its stream was cut). */
    status: text('status').notNull().default('complete'),
    /** Who wrote a reply: 'model' or 'offline'; null for the user's messages. */
    mode: text('mode'),
    /** Catalogue recipes a reply proposed, the main one first (« ce plat » reads them). */
    recipeIds: text('recipe_ids').array().notNull().default(sql`'{}'`),
    /** Recipes of the reply that break the household's rules (contracts' chatWarningSchema). */
    warnings: jsonb('warnings').$type<ChatWarning[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('chat_messages_user_created_idx').on(t.userId, t.createdAt),
    check('chat_messages_role_check', oneOf(t.role, ['user', 'assistant'])),
    check('chat_messages_status_check', oneOf(t.status, CHAT_MESSAGE_STATUSES)),
    check('chat_messages_mode_check', sql`${t.mode} is null or ${oneOf(t.mode, CHAT_MODES)}`),
    // The pending lock: one reply in flight per user, across every server instance.
    uniqueIndex('chat_messages_one_streaming_per_user_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'streaming'`),
  ],
);

/**
 * Actions a reply proposed (« ajouter ces ingrédients à la liste », « planifier les dîners »).
 * Nothing is written when they are proposed: confirming one sets `confirmed_at` and does the
 * writes in the same transaction, so a second tap finds it done and writes nothing.
 */
export const chatActions = pgTable(
  'chat_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    userId: userRef(),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    /** The proposal as the assistant made it (packages/cuisine's AssistantAction). */
    payload: jsonb('payload').$type<AssistantAction>().notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_actions_message_idx').on(t.messageId, t.position),
    index('chat_actions_user_idx').on(t.userId),
    check('chat_actions_kind_check', oneOf(t.kind, CHAT_ACTION_KINDS)),
  ],
);
