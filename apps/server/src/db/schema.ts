import {
  CHAT_ACTION_KINDS,
  CHAT_MESSAGE_STATUSES,
  CHAT_MODES,
  type ChatWarning,
  HOUSEHOLD_ROLES,
  type Recipe,
  SUBSCRIPTION_STATUSES,
} from '@mijote/contracts';
import type { AssistantAction } from '@mijote/cuisine';
import {
  DIETARY_RESTRICTIONS,
  DIFFICULTIES,
  FRIDGE_CATEGORIES,
  MEAL_TYPES,
  SHOPPING_FREQUENCIES,
  SHOPPING_UNITS,
} from '@mijote/cuisine/vocabulary';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth-schema';

export * from './auth-schema';

/** A fridge row as it was before « J'ai cuisiné » took from it: the undo puts it back. */
export type CookedTakeSnapshot = {
  id: string;
  userId: string | null;
  name: string;
  quantity: number;
  unit: string;
  expirationDate: string | null;
  category: string;
  createdAt: string;
};
export * from './sign-in-schema';

// Spec section 3, plus households (decisions.md). Planned meals, shopping items and fridge items
// belong to a household and keep their author; everything else is personal. Every foreign key to
// a user cascades, so deleting an account leaves nothing of it behind — except the author of a
// household row, which is set to null: the household owns the row, and the other members keep it.

/** `column IN ('a', 'b')` for a check constraint, from the shared vocabulary. */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map(quote).join(', '))})`;
}
function allOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} <@ array[${sql.raw(values.map(quote).join(', '))}]::text[]`;
}
function quote(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const userRef = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
/** Who added a household row; null once they have deleted their account. */
const authorRef = () => text('user_id').references(() => users.id, { onDelete: 'set null' });
const householdRef = () =>
  uuid('household_id')
    .notNull()
    .references(() => households.id, { onDelete: 'cascade' });

export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone'),
  avatarUrl: text('avatar_url'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const households = pgTable('households', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
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
    // One household per user (issue 12): the session resolves the caller's household from this
    // row, so a second membership would make it ambiguous. Joining moves the row, never adds one.
    uniqueIndex('household_members_user_id_idx').on(t.userId),
    check('household_members_role_check', oneOf(t.role, HOUSEHOLD_ROLES)),
  ],
);

/**
 * Invitations to join a household (issue 12): a single-use link valid 7 days. Only a hash of the
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

export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    adults: integer('adults').notNull().default(1),
    children: integer('children').notNull().default(0),
    dietaryRestrictions: text('dietary_restrictions').array().notNull().default(sql`'{}'`),
    preferredFoods: text('preferred_foods').array().notNull().default(sql`'{}'`),
    avoidedFoods: text('avoided_foods').array().notNull().default(sql`'{}'`),
    shoppingFrequency: text('shopping_frequency').notNull().default('weekly'),
    difficulty: text('difficulty').notNull().default('facile'),
    servings: integer('servings').notNull().default(4),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('user_preferences_adults_check', sql`${t.adults} between 1 and 10`),
    check('user_preferences_children_check', sql`${t.children} between 0 and 9`),
    check('user_preferences_servings_check', sql`${t.servings} between 1 and 50`),
    check(
      'user_preferences_restrictions_check',
      allOf(t.dietaryRestrictions, DIETARY_RESTRICTIONS),
    ),
    check('user_preferences_frequency_check', oneOf(t.shoppingFrequency, SHOPPING_FREQUENCIES)),
    check('user_preferences_difficulty_check', oneOf(t.difficulty, DIFFICULTIES)),
  ],
);

export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    plan: text('plan').notNull().default('premium'),
    status: text('status').notNull(),
    provider: text('provider').notNull(),
    customerId: text('customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('user_subscriptions_user_created_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('user_subscriptions_provider_subscription_idx').on(
      t.provider,
      t.providerSubscriptionId,
    ),
    index('user_subscriptions_customer_idx').on(t.customerId),
    check('user_subscriptions_plan_check', oneOf(t.plan, ['premium'])),
    check('user_subscriptions_status_check', oneOf(t.status, SUBSCRIPTION_STATUSES)),
    check('user_subscriptions_provider_check', oneOf(t.provider, ['stripe', 'demo'])),
  ],
);

/** Payment-provider events already handled: webhooks are idempotent on the event id. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type').notNull().default('system'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('notifications_type_check', oneOf(t.type, ['system'])),
  ],
);

export const plannedMeals = pgTable(
  'planned_meals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: householdRef(),
    userId: authorRef(),
    recipeId: text('recipe_id').notNull(),
    recipeTitle: text('recipe_title').notNull(),
    date: date('date').notNull(),
    time: text('time').notNull(),
    servings: integer('servings').notNull(),
    type: text('type').notNull().default('plat'),
    /** The recipe as it was planned, shown whole later (contracts' recipeSchema). */
    recipe: jsonb('recipe').$type<Recipe>(),
    /** « J'ai cuisiné » (issue 12): when, and the fridge rows as they were before (the undo). */
    cookedAt: timestamp('cooked_at', { withTimezone: true }),
    cookedTaken: jsonb('cooked_taken').$type<CookedTakeSnapshot[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('planned_meals_household_date_idx').on(t.householdId, t.date, t.time),
    index('planned_meals_user_idx').on(t.userId),
    check('planned_meals_time_check', sql`${t.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('planned_meals_servings_check', sql`${t.servings} >= 1`),
    check('planned_meals_type_check', oneOf(t.type, MEAL_TYPES)),
  ],
);

export const shoppingItems = pgTable(
  'shopping_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: householdRef(),
    userId: authorRef(),
    name: text('name').notNull(),
    quantity: text('quantity').notNull().default('1'),
    unit: text('unit').notNull().default('unité'),
    checked: boolean('checked').notNull().default(false),
    recipeId: text('recipe_id'),
    recipeTitle: text('recipe_title'),
    /** The packages/cuisine ingredient the name resolved to at insert (its aisle, its merges). */
    ingredientId: text('ingredient_id'),
    /** What the fridge already held of it when a recipe added it (« déjà au frigo : 200 g »). */
    inFridge: text('in_fridge'),
    createdAt: createdAt(),
  },
  (t) => [
    index('shopping_items_household_created_idx').on(t.householdId, t.createdAt.desc()),
    index('shopping_items_household_recipe_idx').on(t.householdId, t.recipeId),
    index('shopping_items_user_idx').on(t.userId),
    // A recipe adds each of its lines once (issue 9): adding it again fails as a whole with
    // 23505, « Ces articles sont déjà dans votre liste de courses ». Manual items are free.
    uniqueIndex('shopping_items_household_recipe_line_idx')
      .on(t.householdId, t.recipeId, t.name, t.unit)
      .where(sql`${t.recipeId} is not null`),
    check('shopping_items_unit_check', oneOf(t.unit, SHOPPING_UNITS)),
    check('shopping_items_name_check', sql`length(trim(${t.name})) > 0`),
  ],
);

/**
 * The recipes suggested to a household, newest first (issue 9): the catalogue engine avoids the
 * last 10. Only the last few rows of a household are kept.
 */
export const suggestionHistory = pgTable(
  'suggestion_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: householdRef(),
    recipeId: text('recipe_id').notNull(),
    recipeTitle: text('recipe_title').notNull(),
    engine: text('engine').notNull(),
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
    // The pending lock (issue 10): one reply in flight per user, across every server instance.
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

export const favoriteRecipes = pgTable(
  'favorite_recipes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    recipeId: text('recipe_id').notNull(),
    recipeTitle: text('recipe_title').notNull(),
    recipeImage: text('recipe_image'),
    description: text('description'),
    type: text('type').notNull(),
    preparationTime: integer('preparation_time').notNull(),
    servings: integer('servings').notNull(),
    difficulty: text('difficulty').notNull(),
    ingredients: jsonb('ingredients').$type<string[]>().notNull(),
    instructions: jsonb('instructions').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favorite_recipes_user_recipe_idx').on(t.userId, t.recipeId),
    index('favorite_recipes_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('favorite_recipes_type_check', oneOf(t.type, MEAL_TYPES)),
    check('favorite_recipes_difficulty_check', oneOf(t.difficulty, DIFFICULTIES)),
  ],
);

export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: householdRef(),
    userId: authorRef(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull().default(1),
    unit: text('unit').notNull().default('unité'),
    expirationDate: date('expiration_date'),
    category: text('category').notNull().default('Autre'),
    createdAt: createdAt(),
  },
  (t) => [
    index('inventory_items_household_created_idx').on(t.householdId, t.createdAt.desc()),
    index('inventory_items_household_expiry_idx').on(t.householdId, t.expirationDate),
    index('inventory_items_user_idx').on(t.userId),
    check('inventory_items_quantity_check', sql`${t.quantity} >= 1`),
    check('inventory_items_unit_check', oneOf(t.unit, SHOPPING_UNITS)),
    check('inventory_items_category_check', oneOf(t.category, FRIDGE_CATEGORIES)),
    check('inventory_items_name_check', sql`length(trim(${t.name})) > 0`),
  ],
);

/**
 * Checkout sessions of the built-in demo payment provider (no Stripe keys). Kept in the database,
 * not in memory, so a session survives a restart and works behind several instances. The demo
 * plays the provider's part: once paid, the row holds the subscription it created, which
 * /api/subscription/confirm reads back like Stripe's `checkout.sessions.retrieve`.
 */
export const demoCheckoutSessions = pgTable(
  'demo_checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    email: text('email').notNull(),
    /** Where the success page lives ({origin}/payment/success), fixed when the session opens. */
    origin: text('origin').notNull(),
    status: text('status').notNull().default('open'),
    subscriptionId: text('subscription_id'),
    subscriptionStatus: text('subscription_status'),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('demo_checkout_sessions_user_idx').on(t.userId),
    check('demo_checkout_sessions_status_check', oneOf(t.status, ['open', 'complete'])),
    check(
      'demo_checkout_sessions_subscription_status_check',
      sql`${t.subscriptionStatus} is null or ${t.subscriptionStatus} in ('active', 'trialing')`,
    ),
  ],
);
