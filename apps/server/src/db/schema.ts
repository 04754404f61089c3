import type { Recipe } from '@mijote/contracts';
import {
  DIETARY_RESTRICTIONS,
  DIFFICULTIES,
  FRIDGE_CATEGORIES,
  MEAL_TYPES,
  SHOPPING_FREQUENCIES,
  SHOPPING_UNITS,
} from '@mijote/cuisine/vocabulary';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth-schema';
import { allOf, authorRef, createdAt, oneOf, updatedAt, userRef } from './columns';
import { householdRef } from './household-schema';

export * from './assistant-schema';
export * from './auth-schema';
export * from './billing-schema';
export * from './calendar-schema';
export { householdInvitations, householdMembers, households } from './household-schema';
export * from './idempotency-schema';
export * from './own-recipes-schema';
export * from './sign-in-schema';

// Spec section 3, plus households (decisions.md). Planned meals, shopping items and fridge items
// belong to a household and keep their author; everything else is personal. Every foreign key to
// a user cascades, so deleting an account leaves nothing of it behind — except the author of a
// household row, which is set to null: the household owns the row, and the other members keep it.
// The tables of households, billing and the assistant have files of their own, re-exported here.

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

export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    adults: integer('adults').notNull().default(1),
    children: integer('children').notNull().default(0),
    restrictions: text('dietary_restrictions').array().notNull().default(sql`'{}'`),
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
    check('user_preferences_restrictions_check', allOf(t.restrictions, DIETARY_RESTRICTIONS)),
    check('user_preferences_frequency_check', oneOf(t.shoppingFrequency, SHOPPING_FREQUENCIES)),
    check('user_preferences_difficulty_check', oneOf(t.difficulty, DIFFICULTIES)),
  ],
);

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

/**
 * « Repas réguliers » (contracts' planning-series.ts): a meal planned every week or two. Its
 * occurrences are planned_meals rows written ahead up to `written_until`; the readers of the
 * planning's days write the next ones when they read further (planning-series-service.ts). An
 * occurrence deleted is skipped for good: it is before `written_until`, never written again.
 */
export const mealSeries = pgTable(
  'meal_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: householdRef(),
    userId: authorRef(),
    recipeId: text('recipe_id').notNull(),
    recipeTitle: text('recipe_title').notNull(),
    recipe: jsonb('recipe').$type<Recipe>(),
    time: text('time').notNull(),
    servings: integer('servings').notNull(),
    type: text('type').notNull().default('plat'),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on'),
    everyWeeks: integer('every_weeks').notNull().default(1),
    /** The last day whose occurrence was written (the day before `starts_on` at first). */
    writtenUntil: date('written_until').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('meal_series_household_idx').on(t.householdId, t.writtenUntil),
    index('meal_series_user_idx').on(t.userId),
    check('meal_series_time_check', sql`${t.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('meal_series_servings_check', sql`${t.servings} >= 1`),
    check('meal_series_type_check', oneOf(t.type, MEAL_TYPES)),
    check('meal_series_every_weeks_check', sql`${t.everyWeeks} in (1, 2)`),
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
    /**
     * Null: the meal waits in « À planifier » (docs/product.md, Planning) with no day yet; every
     * reader of the planning's days skips it. `time` is then the time its day will start with.
     */
    date: date('date'),
    time: text('time').notNull(),
    servings: integer('servings').notNull(),
    type: text('type').notNull().default('plat'),
    /** The recipe as it was planned, shown whole later (contracts' recipeSchema). */
    recipe: jsonb('recipe').$type<Recipe>(),
    /** « J'ai cuisiné »: when, and the fridge rows as they were before (the undo). */
    cookedAt: timestamp('cooked_at', { withTimezone: true }),
    cookedTaken: jsonb('cooked_taken').$type<CookedTakeSnapshot[]>(),
    /** The recurring meal it is an occurrence of; it stays, alone, when the series goes. */
    seriesId: uuid('series_id').references(() => mealSeries.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('planned_meals_series_idx').on(t.seriesId, t.date),
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
    // Decision 012, written when the row is added so that reading the list merges rows without the
    // knowledge base (packages/cuisine/src/buying). Null on rows older than buying units: the list
    // reads those through the cuisine parser (shopping-legacy-rows.ts).
    /** The pack's size shown beside the count: « 400 g ». */
    packSize: text('pack_size'),
    /** The need in the buying unit, not rounded (0,3 tête): rows of one line add these up. */
    buyExact: doublePrecision('buy_exact'),
    /** Rows with the same key are one line of « Tous les articles »: same food, same buying unit. */
    lineKey: text('line_key'),
    /** What the recipe asked for, in its own unit: the detail « 9 gousses pour 3 recettes ». */
    needQuantity: doublePrecision('need_quantity'),
    needUnit: text('need_unit'),
    /** Its shop aisle, from the ingredient ('crèmerie'); null for a name the base does not know. */
    aisle: text('aisle'),
    /** A cupboard staple (« Toujours à la maison »): « À vérifier dans le placard », uncounted. */
    inPantry: boolean('in_pantry').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('shopping_items_household_created_idx').on(t.householdId, t.createdAt.desc()),
    index('shopping_items_household_recipe_idx').on(t.householdId, t.recipeId),
    index('shopping_items_user_idx').on(t.userId),
    // A recipe adds each of its lines once: adding it again fails as a whole with
    // 23505, « Ces articles sont déjà dans votre liste de courses ». Manual items are free.
    uniqueIndex('shopping_items_household_recipe_line_idx')
      .on(t.householdId, t.recipeId, t.name, t.unit)
      .where(sql`${t.recipeId} is not null`),
    check('shopping_items_unit_check', oneOf(t.unit, SHOPPING_UNITS)),
    check('shopping_items_name_check', sql`length(trim(${t.name})) > 0`),
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
