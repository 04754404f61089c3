import type { FridgeCategory } from '../vocabulary';

/** Shopping aisles, in the order a shopping list shows them. */
export const AISLES = [
  'fruits et légumes',
  'boulangerie',
  'boucherie',
  'charcuterie',
  'poissonnerie',
  'crèmerie',
  'fromagerie',
  'épicerie salée',
  'épicerie sucrée',
  'herbes et épices',
  'surgelés',
  'boissons',
  'hygiène',
  'entretien',
] as const;
export type Aisle = (typeof AISLES)[number];

/**
 * What an ingredient is or contains, as far as diets and allergies care. Flags are explicit on
 * every ingredient (never inherited at run time); a test checks that a child carries at least
 * the flags of its parents.
 * - poultry items also carry 'meat' (kosher and vegetarians treat poultry as meat);
 * - 'animalDerived' marks what vegans avoid that no other flag covers (honey, …);
 * - 'notKosher' marks animals kashrut forbids beyond pork and shellfish (rabbit, horse, eel,
 *   monkfish, snails, …).
 */
export const DIETARY_FLAGS = [
  'meat',
  'pork',
  'poultry',
  'fish',
  'shellfish',
  'egg',
  'dairy',
  'gluten',
  'treeNut',
  'peanut',
  'alcohol',
  'gelatin',
  'animalDerived',
  'notKosher',
] as const;
export type DietaryFlag = (typeof DIETARY_FLAGS)[number];

export type Ingredient = {
  /** Kebab-case ASCII slug of `name`: 'pomme-de-terre', 'huile-d-olive'. */
  id: string;
  /** Canonical French singular: 'pomme de terre', 'œuf', 'crème fraîche'. */
  name: string;
  /** French plural; equals `name` for uncountables ('farine'). */
  plural: string;
  /** Other names people write; lookup also accepts their plurals. */
  synonyms: string[];
  category: FridgeCategory;
  aisle: Aisle;
  /** Typical shelf life in days once bought, stored as usual (fridge or cupboard). */
  shelfLifeDays: number;
  /** Cupboard basics most kitchens always hold (sel, poivre, huile, sucre, farine…). */
  isPantryStaple: boolean;
  flags: DietaryFlag[];
  /** Broader ingredient ids, for avoided foods: 'lardon' -> ['porc']. */
  parents?: string[];
};
