import { SHOPPING_UNITS } from '@mijote/cuisine/vocabulary';
import { z } from 'zod';
import { fridgeStoreEntrySchema } from './fridge';
import { SERVINGS_RANGE } from './planning';
import { recipeSchema } from './recipe';
import { clientRowIdSchema, requiredText, rowIdSchema } from './text';

// The household's shopping list (spec sections 3, 4 and 5).

export const SHOPPING_ITEM_DEFAULTS = { quantity: '1', unit: 'unité' } as const;
/** How many items one check of a merged line may touch. */
export const SHOPPING_BULK_MAX = 200;

/** The rows one call acts on: a line of the list, or all the checked ones (at least one). */
export const shoppingItemIdsSchema = z
  .array(rowIdSchema)
  .min(1, 'validation.invalid')
  .max(SHOPPING_BULK_MAX, 'validation.tooLong');

export const shoppingItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Text, as the spec has it: '1', '1,5', '300'. */
  quantity: z.string(),
  unit: z.enum(SHOPPING_UNITS),
  checked: z.boolean(),
  recipeId: z.string().nullable(),
  recipeTitle: z.string().nullable(),
  /** The knowledge-base ingredient the name resolved to when it was added, if any. */
  ingredientId: z.string().nullable(),
  /** Its shop aisle ('fruits et légumes', 'crèmerie'…); null when the name is unknown. */
  aisle: z.string().nullable(),
  /**
   * What the fridge already held of it when its recipe was added (« 200 g »): the item's
   * quantity is the shortfall. Null when nothing was counted.
   */
  inFridge: z.string().nullable(),
  /** Decision 012: the pack's size beside the count (« 2 boîtes (400 g) »); null otherwise. */
  packSize: z.string().nullable(),
  /**
   * What its recipe needed, in the recipe's words (« 3 gousses »), when that is not what the item
   * says to buy; null otherwise and for items typed by hand.
   */
  need: z.string().nullable(),
  /**
   * A cupboard staple of the household (« Toujours à la maison »): shown in « À vérifier dans le
   * placard », not counted, until someone moves it to the list.
   */
  inPantry: z.boolean(),
  authorId: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type ShoppingItem = z.infer<typeof shoppingItemSchema>;

/**
 * One line of « Tous les articles »: the household's rows of one ingredient in compatible units,
 * summed ('300 g' + '1 kg' → '1,3' 'kg'). Checking the line checks every row of `itemIds`.
 * Checked and unchecked rows are never merged together.
 */
export const shoppingLineSchema = z.object({
  /** Stable across reloads while the rows are the same: a React key. */
  key: z.string(),
  name: z.string(),
  quantity: z.string(),
  unit: z.enum(SHOPPING_UNITS),
  /** Decision 012: the pack's size beside the count (« 2 boîtes (400 g) »). */
  packSize: z.string().nullable(),
  /**
   * What the recipes need of it, when that is not what the line says to buy: « 9 gousses » for
   * 3 recipes behind « 1 tête ». Null for items typed by hand and when the two agree.
   */
  need: z.object({ amount: z.string(), recipeCount: z.number().int().min(1) }).nullable(),
  checked: z.boolean(),
  itemIds: z.array(z.uuid()).min(1),
});
export type ShoppingLine = z.infer<typeof shoppingLineSchema>;

/** The lines of one aisle; `aisle` null gathers the names the knowledge base does not know. */
export const shoppingAisleSchema = z.object({
  aisle: z.string().nullable(),
  lines: z.array(shoppingLineSchema),
});
export type ShoppingAisle = z.infer<typeof shoppingAisleSchema>;

/**
 * GET /api/shopping/items: `items` newest first (the spec's order, for « Par recette »), `aisles`
 * in shop order for « Tous les articles », and `pantry`, the cupboard staples the recipes need
 * (« À vérifier dans le placard », decision 012), in no aisle and in no count. The server builds
 * the merged views so that the ingredient knowledge base stays out of the browser bundle.
 */
export const shoppingListSchema = z.object({
  items: z.array(shoppingItemSchema),
  aisles: z.array(shoppingAisleSchema),
  pantry: z.array(shoppingLineSchema),
});
export type ShoppingList = z.infer<typeof shoppingListSchema>;

/**
 * POST /api/shopping/items. The name is trimmed and required (the form ignores an empty one
 * before sending); an empty quantity reads as '1'; the unit defaults to 'unité'.
 */
export const shoppingItemInputSchema = z.object({
  /** The row's id, chosen by the browser's offline queue (decision 036); the server's otherwise. */
  id: clientRowIdSchema,
  name: requiredText('validation.itemNameRequired'),
  quantity: z
    .string({ error: 'validation.quantityInvalid' })
    .trim()
    .max(20, 'validation.tooLong')
    .optional()
    .transform((value) => (value ? value : SHOPPING_ITEM_DEFAULTS.quantity)),
  unit: z
    .enum(SHOPPING_UNITS, { error: 'validation.invalid' })
    .default(SHOPPING_ITEM_DEFAULTS.unit),
});
export type ShoppingItemInput = z.input<typeof shoppingItemInputSchema>;
export type ValidShoppingItemInput = z.output<typeof shoppingItemInputSchema>;

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
 * Spec section 9: the progress bar's rounded percent of checked items over all items. The list
 * counts its lines to buy (decision 012: one « Ail » line for three recipes is one article).
 */
export function shoppingProgress(items: ReadonlyArray<{ checked: boolean }>): number {
  if (items.length === 0) return 0;
  return Math.round((items.filter((item) => item.checked).length / items.length) * 100);
}

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
