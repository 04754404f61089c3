import { z } from 'zod';

// Every free text a user sends is trimmed and bounded, so nothing unbounded reaches the database.

export const NAME_MAX_LENGTH = 120;

/** A required text: trimmed, non-empty (`requiredKey` otherwise), at most `max` characters. */
export function requiredText(requiredKey: string, max = NAME_MAX_LENGTH) {
  return z.string({ error: requiredKey }).trim().min(1, requiredKey).max(max, 'validation.tooLong');
}

/** Ids the app makes up for recipes: catalogue slugs, 'recipe_…' ids of generated ones, UUIDs. */
export const recipeIdSchema = z
  .string({ error: 'validation.invalid' })
  .regex(/^[A-Za-z0-9_-]{1,120}$/, 'validation.invalid');

/** The `:id` of a household or personal row. */
export const rowIdSchema = z.uuid({ error: 'validation.invalid' });

/**
 * The id the browser gives a row it adds (decision 036): its offline queue refers to the row
 * before the server has it. Optional: the server picks one when none is given.
 */
export const clientRowIdSchema = rowIdSchema.optional();
