import { OWN_RECIPE_SOURCES } from '@mijote/contracts';
import { DIFFICULTIES, MEAL_TYPES } from '@mijote/cuisine/vocabulary';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { authorRef, createdAt, oneOf, updatedAt } from './columns';
import { householdRef } from './household-schema';

/**
 * The household's own recipes: written by hand, pasted or imported from a link, shared by its
 * members (like the planning) with the author's id. The rules are checked again on every read,
 * since members and their rules change; `kept_despite_rules` says the household saved it
 * knowing it broke them.
 */
export const ownRecipes = pgTable(
  'own_recipes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: householdRef(),
    userId: authorRef(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    servings: integer('servings').notNull(),
    preparationTime: integer('preparation_time'),
    cookingTime: integer('cooking_time'),
    type: text('type').notNull().default('plat'),
    difficulty: text('difficulty').notNull().default('facile'),
    ingredients: jsonb('ingredients').$type<string[]>().notNull(),
    instructions: jsonb('instructions').$type<string[]>().notNull(),
    source: text('source').notNull(),
    link: text('link'),
    keptDespiteRules: boolean('kept_despite_rules').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('own_recipes_household_created_idx').on(t.householdId, t.createdAt.desc()),
    index('own_recipes_user_idx').on(t.userId),
    check('own_recipes_servings_check', sql`${t.servings} between 1 and 100`),
    check('own_recipes_type_check', oneOf(t.type, MEAL_TYPES)),
    check('own_recipes_difficulty_check', oneOf(t.difficulty, DIFFICULTIES)),
    check('own_recipes_source_check', oneOf(t.source, OWN_RECIPE_SOURCES)),
    check('own_recipes_title_check', sql`length(trim(${t.title})) > 0`),
  ],
);
