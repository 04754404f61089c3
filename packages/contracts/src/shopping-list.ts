import { SHOPPING_UNITS } from '@mijote/cuisine/vocabulary';
import { z } from 'zod';
import { clientRowIdSchema, requiredText } from './text';

// The household's shopping list as it is read (spec sections 3, 4 and 5), the item a user adds
// and the list's progress: what the list's page needs as it opens (decision 039). The changes
// made to the list, whose answers name the fridge's and the recipes' schemas, are in
// ./shopping.ts.

export const SHOPPING_ITEM_DEFAULTS = { quantity: '1', unit: 'unité' } as const;

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

/**
 * Spec section 9: the progress bar's rounded percent of checked items over all items. The list
 * counts its lines to buy (decision 012: one « Ail » line for three recipes is one article).
 */
export function shoppingProgress(items: ReadonlyArray<{ checked: boolean }>): number {
  if (items.length === 0) return 0;
  return Math.round((items.filter((item) => item.checked).length / items.length) * 100);
}
