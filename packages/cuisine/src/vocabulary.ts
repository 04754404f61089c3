// The product's fixed vocabulary (spec sections 3 and 9). Both apps and every cuisine module
// read these lists; nothing else spells them out.

export const MEAL_TYPES = [
  'boisson',
  'apéro',
  'amuse-bouche',
  'entrée',
  'plat',
  'dessert',
] as const;
export type MealType = (typeof MEAL_TYPES)[number];

/** The name a meal type is shown by (spec section 3: apéro is « Apéritif », plat « Plat principal »). */
export const MEAL_TYPE_NAMES: Readonly<Record<MealType, string>> = {
  boisson: 'Boisson',
  apéro: 'Apéritif',
  'amuse-bouche': 'Amuse-bouche',
  entrée: 'Entrée',
  plat: 'Plat principal',
  dessert: 'Dessert',
};

/**
 * The ASCII slug of a meal type ('apéro' → 'apero', 'entrée' → 'entree'), used in recipe ids and
 * picture file names. It lives here, not beside the catalogue, so that code shipped to the
 * browser can use it without loading the catalogue.
 */
export function mealTypeSlug(type: MealType): string {
  return type.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

export const DIETARY_RESTRICTIONS = [
  'none',
  'vegetarian',
  'vegan',
  'glutenFree',
  'dairyFree',
  'nutFree',
  'halal',
  'kosher',
] as const;
export type DietaryRestriction = (typeof DIETARY_RESTRICTIONS)[number];

/** The longest a cooked dish keeps in the fridge, in days (food-safety guidance: 3 to 4). */
export const MAX_KEEPS_DAYS = 4;

export const SHOPPING_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type ShoppingFrequency = (typeof SHOPPING_FREQUENCIES)[number];

export const FRIDGE_CATEGORIES = [
  'Fruits et Légumes',
  'Viandes et Poissons',
  'Produits Laitiers',
  'Épicerie',
  'Boissons',
  'Autre',
] as const;
export type FridgeCategory = (typeof FRIDGE_CATEGORIES)[number];

/**
 * What a fridge item looks like (decision 033): the picture beside it. Its category alone put a
 * carton of milk beside the eggs (filed with the dairy, as shops do) and a fish beside the
 * chicken; the knowledge base knows the food (`foodLookOf`), and an unknown name falls back to
 * its category's picture.
 */
export const FOOD_LOOKS = [
  'egg',
  'cheese',
  'milk',
  'plant',
  'fish',
  'shellfish',
  'poultry',
  'meat',
  'charcuterie',
  'fruit',
  'vegetable',
  'herb',
  'bread',
  'grocery',
  'sweet',
  'nut',
  'drink',
  'alcohol',
  'frozen',
  'household',
] as const;
export type FoodLook = (typeof FOOD_LOOKS)[number];

/** The spec's 8 units (section 3): what a recipe uses, and what the first list rows carry. */
export const SPEC_UNITS = ['unité', 'g', 'kg', 'ml', 'l', 'càs', 'càc', 'pincée'] as const;
export type SpecUnit = (typeof SPEC_UNITS)[number];

/**
 * What a shop sells (decision 012): a head of garlic, a bunch of parsley, a tin, a brick. A list
 * or fridge row carries one of the spec's units or one of these.
 */
export const BUYING_UNITS = [
  'cl',
  'tête',
  'botte',
  'boîte',
  'paquet',
  'sachet',
  'pot',
  'brique',
  'bouteille',
  'plaquette',
  'barquette',
  'bocal',
  'tube',
  'tranche',
  'boule',
  'tablette',
  'rouleau',
  'cube',
] as const;
export type BuyingUnit = (typeof BUYING_UNITS)[number];

/** The units a shopping item or fridge item can carry: the spec's and the buying units. */
export const SHOPPING_UNITS = [...SPEC_UNITS, ...BUYING_UNITS] as const;
export type ShoppingUnit = (typeof SHOPPING_UNITS)[number];

const SHOPPING_UNIT_SET = new Set<string>(SHOPPING_UNITS);

/** Whether a unit may stand on a list or fridge row. */
export function isShoppingUnit(unit: string): unit is ShoppingUnit {
  return SHOPPING_UNIT_SET.has(unit);
}

/** Units a recipe ingredient may use: the shopping units plus what French recipes write. */
export const RECIPE_UNITS = [
  ...SPEC_UNITS,
  'cl',
  'tasse',
  'gousse',
  'tranche',
  'botte',
  'sachet',
  'boîte',
  'brin',
  'feuille',
  // Kitchen measures and small amounts (parser/recipe-unit-words.ts says which are approximate).
  'verre',
  'bol',
  'louche',
  'poignée',
  'filet',
  'noix',
  'noisette',
  'trait',
  'goutte',
  'pointe',
  'morceau',
  // Pieces, counted whole.
  'carré',
  'zeste',
  'tige',
  'branche',
  'rondelle',
  'pavé',
  'pièce',
  // Containers and pieces a shop sells whole.
  'tête',
  'cube',
  'boule',
  'pot',
  'paquet',
  'barquette',
  'bouteille',
  'brique',
  'bocal',
  'tablette',
  'rouleau',
  'bûchette',
  'plaquette',
  'tube',
] as const;
export type RecipeUnit = (typeof RECIPE_UNITS)[number];

export const DIFFICULTIES = ['facile', 'moyen', 'difficile'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const SEASONS = ['printemps', 'été', 'automne', 'hiver'] as const;
export type Season = (typeof SEASONS)[number];
