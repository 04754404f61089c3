import { findIngredient, getIngredient } from '../ingredients';
import type { Aisle } from '../ingredients/types';
import { conversionOf } from '../quantities/unit-families';
import type { FridgeCategory, ShoppingUnit } from '../vocabulary';

// « Ranger au frigo »: checked shopping items become fridge items. A list
// quantity is text in any shopping unit ('0,75' l, '1,5' unité, '2' boîte); a fridge quantity is
// a whole number ≥ 1 (spec section 9). The category and the shelf life come from the ingredient the item
// names; the user may change both before confirming.

export type FridgeStorage = {
  quantity: number;
  unit: ShoppingUnit;
  category: FridgeCategory;
  /** Days the food keeps once bought; null when the name is not a known ingredient. */
  shelfLifeDays: number | null;
  /**
   * Whether it goes in the fridge (decision 012): fresh food does; dry goods, tins, drinks and
   * household products go in the cupboard, so « Ranger au frigo » leaves them unticked.
   */
  isForFridge: boolean;
};

// Aisles whose goods keep in the cupboard: a packet of penne is not a fridge item expiring in
// 2028. A name the knowledge base does not know is left to the user (proposed, ticked).
const CUPBOARD_AISLES = new Set<Aisle>([
  'boulangerie',
  'épicerie salée',
  'épicerie sucrée',
  'herbes et épices',
  'boissons',
  'hygiène',
  'entretien',
]);

/** Whether a known food is kept in the fridge (fresh) rather than the cupboard. */
export function isKeptInFridge(aisle: Aisle): boolean {
  return !CUPBOARD_AISLES.has(aisle);
}

const BASE_UNITS = { mass: 'g', volume: 'ml', spoon: 'càc' } as const;

/** '0,75' l → 750 ml, '1,5' kg → 1500 g, '2,5' unités → 3, 'un peu' → 1. */
export function wholeFridgeAmount(
  quantityText: string,
  unit: ShoppingUnit,
): { quantity: number; unit: ShoppingUnit } {
  const value = Number(quantityText.trim().replace(',', '.'));
  if (!Number.isFinite(value) || value <= 0) return { quantity: 1, unit };
  if (Math.abs(value - Math.round(value)) < 1e-9) return { quantity: Math.round(value), unit };
  const conversion = conversionOf(unit);
  if (conversion) {
    const base = Math.round(value * conversion.toBase);
    return { quantity: Math.max(1, base), unit: BASE_UNITS[conversion.family] };
  }
  // A started piece is a piece bought.
  return { quantity: Math.ceil(value), unit };
}

export function fridgeStorageOf(item: {
  name: string;
  quantity: string;
  unit: ShoppingUnit;
  ingredientId?: string | null;
}): FridgeStorage {
  const ingredient =
    (item.ingredientId ? getIngredient(item.ingredientId) : undefined) ?? findIngredient(item.name);
  return {
    ...wholeFridgeAmount(item.quantity, item.unit),
    category: ingredient?.category ?? 'Autre',
    shelfLifeDays: ingredient?.shelfLifeDays ?? null,
    isForFridge: ingredient === undefined || isKeptInFridge(ingredient.aisle),
  };
}
