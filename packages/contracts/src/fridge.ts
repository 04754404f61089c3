import { FOOD_LOOKS, FRIDGE_CATEGORIES, SHOPPING_UNITS } from '@mijote/cuisine/vocabulary';
import { z } from 'zod';
import { isoDateSchema } from './dates';
import { clientRowIdSchema, NAME_MAX_LENGTH, requiredText, rowIdSchema } from './text';

// The household's fridge, « Mon Frigo » (spec sections 3, 4 and 5).

export const FRIDGE_ITEM_DEFAULTS = { quantity: 1, unit: 'unité', category: 'Autre' } as const;
export const FRIDGE_QUANTITY_MAX = 9999;

// Decision 029: one reading of an expiry date for the web, the server and the offline assistant.
// It lives in @mijote/cuisine (which the assistant and the fridge rules use, and which cannot
// import this package); the web and the server take it from here.
export * from '@mijote/cuisine/expiry';

export const fridgeItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  quantity: z.number().int(),
  unit: z.enum(SHOPPING_UNITS),
  expirationDate: z.string().nullable(),
  category: z.enum(FRIDGE_CATEGORIES),
  /**
   * Its picture (decision 033): the food's, from the knowledge base (eggs are not milk), or null
   * for a name it does not know, which then shows its category's.
   */
  look: z.enum(FOOD_LOOKS).nullable(),
  authorId: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type FridgeItem = z.infer<typeof fridgeItemSchema>;

/** GET /api/fridge/items: newest first. */
export const fridgeItemListSchema = z.object({ items: z.array(fridgeItemSchema) });

/**
 * An item's fields, checked one way on adding and on editing. Spec section 5: the name is
 * required ('Veuillez entrer un nom d’article'); the quantity is an integer ≥ 1 (the form falls
 * back to 1, see `fridgeQuantityOf`); no expiry means null.
 */
const fridgeItemFields = {
  name: requiredText('validation.fridgeItemNameRequired'),
  quantity: z
    .number({ error: 'validation.quantityInvalid' })
    .int('validation.quantityInvalid')
    .min(1, 'validation.quantityInvalid')
    .max(FRIDGE_QUANTITY_MAX, 'validation.quantityInvalid'),
  unit: z.enum(SHOPPING_UNITS, { error: 'validation.invalid' }),
  // An empty date field is no date.
  expirationDate: z.preprocess(
    (value) => (value === '' ? null : value),
    isoDateSchema().nullable(),
  ),
  category: z.enum(FRIDGE_CATEGORIES, { error: 'validation.invalid' }),
};

/** POST /api/fridge/items: quantity 1, unité, no expiry and Autre unless given. */
export const fridgeItemInputSchema = z.object({
  /** The row's id, chosen by the browser's offline queue (decision 036); the server's otherwise. */
  id: clientRowIdSchema,
  name: fridgeItemFields.name,
  quantity: fridgeItemFields.quantity.default(FRIDGE_ITEM_DEFAULTS.quantity),
  unit: fridgeItemFields.unit.default(FRIDGE_ITEM_DEFAULTS.unit),
  expirationDate: fridgeItemFields.expirationDate.default(null),
  category: fridgeItemFields.category.default(FRIDGE_ITEM_DEFAULTS.category),
});
export type FridgeItemInput = z.input<typeof fridgeItemInputSchema>;
export type ValidFridgeItemInput = z.output<typeof fridgeItemInputSchema>;

/**
 * PATCH /api/fridge/items/:itemId: what the edit dialog changes, each field checked as on
 * adding, without defaults (a field left out stays as it is); at least one field.
 */
export const fridgeItemUpdateSchema = z
  .object(fridgeItemFields)
  .partial()
  .refine((fields) => Object.values(fields).some((value) => value !== undefined), {
    message: 'validation.invalid',
  });
export type FridgeItemUpdate = z.input<typeof fridgeItemUpdateSchema>;
export type ValidFridgeItemUpdate = z.output<typeof fridgeItemUpdateSchema>;

/**
 * What the « Ranger au frigo » dialog proposes for each checked item: a whole quantity, the
 * ingredient's category and an expiry from its shelf life (today in Swiss time + days).
 */
export const fridgeStoreEntrySchema = z.object({
  /**
   * The shopping items it comes from (already deleted when a recipe's purge proposed them): one
   * line of the list, which may gather several recipes' rows (« 1 tête » of garlic for three).
   */
  itemIds: z.array(z.uuid()).min(1),
  /**
   * Whether it belongs in the fridge: fresh food yes; dry goods, tins and drinks no (decision 012),
   * so the dialog leaves those unticked and proposes no date.
   */
  isForFridge: z.boolean(),
  name: z.string(),
  quantity: z.number().int(),
  unit: z.enum(SHOPPING_UNITS),
  category: z.enum(FRIDGE_CATEGORIES),
  expirationDate: z.string().nullable(),
  shelfLifeDays: z.number().int().nullable(),
});
export type FridgeStoreEntry = z.infer<typeof fridgeStoreEntrySchema>;

export const fridgeItemParamsSchema = z.object({ itemId: rowIdSchema });

/** Spec section 5: the quantity field reads as an integer ≥ 1, and falls back to 1. */
export function fridgeQuantityOf(text: string): number {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isFinite(value) && value >= 1
    ? Math.min(value, FRIDGE_QUANTITY_MAX)
    : FRIDGE_ITEM_DEFAULTS.quantity;
}

/** GET /api/fridge/ingredient-hint?name=… — what the add dialog proposes for a typed name. */
export const ingredientHintQuerySchema = z.object({
  name: z.string({ error: 'validation.invalid' }).trim().max(NAME_MAX_LENGTH, 'validation.tooLong'),
});
export const ingredientHintSchema = z.object({
  /** The knowledge base's ingredient, or null when the name is unknown. */
  ingredient: z.object({ id: z.string(), name: z.string() }).nullable(),
  category: z.enum(FRIDGE_CATEGORIES).nullable(),
  shelfLifeDays: z.number().int().nullable(),
  /** Today (Swiss time) plus the shelf life: a proposal the user may change. */
  expirationDate: z.string().nullable(),
});
export type IngredientHint = z.infer<typeof ingredientHintSchema>;
