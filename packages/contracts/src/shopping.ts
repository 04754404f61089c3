import { z } from 'zod';
import { fridgeStoreEntrySchema } from './fridge';
import { SERVINGS_RANGE } from './planning';
import { recipeSchema } from './recipe';
import { shoppingItemSchema } from './shopping-list';
import { rowIdSchema } from './text';

// The household's shopping list (spec sections 3, 4 and 5): the changes made to it. The list as
// it is read, and the item a user adds, are in ./shopping-list.ts, which the list's page builds
// as it opens without the schemas of the fridge and the recipes these changes name.

export * from './shopping-list';

/** How many items one check of a merged line may touch. */
export const SHOPPING_BULK_MAX = 200;

/** The rows one call acts on: a line of the list, or all the checked ones (at least one). */
export const shoppingItemIdsSchema = z
  .array(rowIdSchema)
  .min(1, 'validation.invalid')
  .max(SHOPPING_BULK_MAX, 'validation.tooLong');

export const shoppingItemParamsSchema = z.object({ itemId: rowIdSchema });

/** PATCH /api/shopping/items/:itemId — check or uncheck one item. */
export const shoppingCheckSchema = z.object({
  checked: z.boolean({ error: 'validation.invalid' }),
});

/** PATCH /api/shopping/items — check or uncheck several items at once (a merged line). */
export const shoppingBulkCheckSchema = z.object({
  itemIds: shoppingItemIdsSchema,
  checked: z.boolean({ error: 'validation.invalid' }),
});
export type ShoppingBulkCheck = z.infer<typeof shoppingBulkCheckSchema>;

/**
 * The answer of both checks: the rows as they now are, and the ids deleted by the spec's rule
 * « when every item of a recipe is checked, all items of that recipe are deleted ». The purged
 * rows come with what « Ranger au frigo » would propose for them (empty when nothing was purged):
 * the list no longer has them, but the user who ticked them at the shop can still store them.
 */
export const shoppingCheckResultSchema = z.object({
  items: z.array(shoppingItemSchema),
  purgedIds: z.array(z.uuid()),
  purgedProposal: z.array(fridgeStoreEntrySchema),
});
export type ShoppingCheckResult = z.infer<typeof shoppingCheckResultSchema>;

/** DELETE /api/shopping/checked-items (« Supprimer cochés ») → the ids deleted. */
export const shoppingDeleteCheckedResultSchema = z.object({ deletedIds: z.array(z.uuid()) });

/**
 * POST /api/shopping/pantry/to-list (« Il n’en reste plus »): cupboard items the household is out
 * of join the list to buy; the answer is the rows as they now are.
 */
export const shoppingPantryMoveSchema = z.object({
  itemIds: shoppingItemIdsSchema,
});
export const shoppingPantryMoveResultSchema = z.object({ items: z.array(shoppingItemSchema) });
export type ShoppingPantryMoveResult = z.infer<typeof shoppingPantryMoveResultSchema>;

/**
 * POST /api/shopping/items/from-recipe: the recipe's lines at `servings`
 * (the dialog's stepper; the recipe's own servings when absent), each parsed into a name, a
 * quantity and a unit, inserted together. A recipe already on the list answers 409.
 */
export const shoppingFromRecipeInputSchema = z.object({
  recipe: recipeSchema,
  servings: z
    .number({ error: 'validation.servingsInvalid' })
    .int('validation.servingsInvalid')
    .min(SERVINGS_RANGE.min, 'validation.servingsInvalid')
    .max(SERVINGS_RANGE.max, 'validation.servingsInvalid')
    .optional(),
  /**
   * By default each line is the shortfall once the household's fridge is counted;
   * true adds the recipe's full quantities anyway.
   */
  ignoreFridge: z.boolean({ error: 'validation.invalid' }).default(false),
});
export type ShoppingFromRecipeInput = z.input<typeof shoppingFromRecipeInputSchema>;
export type ValidShoppingFromRecipeInput = z.output<typeof shoppingFromRecipeInputSchema>;

/**
 * The rows inserted, in the recipe's order, and the lines left out because the fridge holds
 * all they need (`inFridge`: the amount it holds, « 300 g »).
 */
export const shoppingFromRecipeResultSchema = z.object({
  items: z.array(shoppingItemSchema),
  coveredByFridge: z.array(z.object({ name: z.string(), inFridge: z.string() })),
});
export type ShoppingFromRecipeResult = z.infer<typeof shoppingFromRecipeResultSchema>;
