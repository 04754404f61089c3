import { SHOPPING_UNITS } from '@mijote/cuisine/vocabulary';
import { z } from 'zod';
import { COOKED_UNDO_MS } from './constants';
import { fridgeItemInputSchema, fridgeItemSchema, fridgeStoreEntrySchema } from './fridge';
import { plannedMealSchema } from './planning';
import { SHOPPING_BULK_MAX, shoppingItemIdsSchema } from './shopping';

// The fridge ↔ list ↔ planning loop: « Ranger au frigo » on checked shopping
// items, « J'ai cuisiné » on a planned meal and its undo.

/** POST /api/shopping/store-proposal: the checked items to put away. */
export const shoppingStoreProposalInputSchema = z.object({
  itemIds: shoppingItemIdsSchema,
});

export const shoppingStoreProposalSchema = z.object({ entries: z.array(fridgeStoreEntrySchema) });
export type ShoppingStoreProposal = z.infer<typeof shoppingStoreProposalSchema>;

/**
 * POST /api/shopping/store: each checked line as the dialog confirmed it. One transaction: the
 * ticked ones become fridge rows, and every line's list rows are removed (what was not ticked was
 * bought and put in the cupboard), or nothing changes.
 */
export const shoppingStoreInputSchema = z.object({
  entries: z
    .array(
      fridgeItemInputSchema.extend({
        itemIds: shoppingItemIdsSchema,
        isStored: z.boolean({ error: 'validation.invalid' }).default(true),
      }),
    )
    .min(1, 'validation.invalid')
    .max(SHOPPING_BULK_MAX, 'validation.tooLong'),
});
export type ShoppingStoreInput = z.input<typeof shoppingStoreInputSchema>;
export type ValidShoppingStoreInput = z.output<typeof shoppingStoreInputSchema>;

export const shoppingStoreResultSchema = z.object({
  fridgeItems: z.array(fridgeItemSchema),
  removedIds: z.array(z.uuid()),
});
export type ShoppingStoreResult = z.infer<typeof shoppingStoreResultSchema>;

/**
 * POST /api/fridge/items/batch: fridge items stored at once, in one transaction, without touching
 * the list. The dialog « Ranger au frigo » uses it for a completed recipe, whose items the spec's
 * purge already removed from the list (the check answers their proposal in `purgedProposal`).
 */
export const fridgeBatchInputSchema = z.object({
  entries: z
    .array(fridgeItemInputSchema)
    .min(1, 'validation.invalid')
    .max(SHOPPING_BULK_MAX, 'validation.tooLong'),
});
export type FridgeBatchInput = z.input<typeof fridgeBatchInputSchema>;
export type ValidFridgeBatchInput = z.output<typeof fridgeBatchInputSchema>;

export const fridgeBatchResultSchema = z.object({ fridgeItems: z.array(fridgeItemSchema) });
export type FridgeBatchResult = z.infer<typeof fridgeBatchResultSchema>;

/** One fridge item « J'ai cuisiné » took from: before, and after (null once removed). */
export const cookedTakeSchema = z.object({
  itemId: z.uuid(),
  name: z.string(),
  before: z.object({ quantity: z.number().int(), unit: z.enum(SHOPPING_UNITS) }),
  after: z.object({ quantity: z.number().int(), unit: z.enum(SHOPPING_UNITS) }).nullable(),
});
export type CookedTake = z.infer<typeof cookedTakeSchema>;

/** POST /api/planning/meals/:mealId/cooked: the meal, cooked, and what left the fridge. */
export const mealCookedResultSchema = z.object({
  meal: plannedMealSchema,
  takes: z.array(cookedTakeSchema),
});
export type MealCookedResult = z.infer<typeof mealCookedResultSchema>;

/** DELETE /api/planning/meals/:mealId/cooked (« Annuler »): the fridge items put back. */
export const mealUncookedResultSchema = z.object({
  meal: plannedMealSchema,
  restoredIds: z.array(z.uuid()),
});
export type MealUncookedResult = z.infer<typeof mealUncookedResultSchema>;

/**
 * How long the server still accepts « Annuler » after « J'ai cuisiné »: the toast's time plus a
 * margin for a slow network. Later, the fridge may have changed since (another member, another
 * meal), and putting the old rows back would overwrite those changes.
 */
export const COOKED_UNDO_ACCEPTED_MS = COOKED_UNDO_MS + 60_000;
