import type { BuyingRule } from '../buying/buying-rule';
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
 * The fridge's category of each aisle (decision 012): the list and the fridge file a food in the
 * same place, lemon juice with the groceries on both.
 */
export const FRIDGE_CATEGORY_OF_AISLE: Readonly<Record<Aisle, FridgeCategory>> = {
  'fruits et légumes': 'Fruits et Légumes',
  boulangerie: 'Épicerie',
  boucherie: 'Viandes et Poissons',
  charcuterie: 'Viandes et Poissons',
  poissonnerie: 'Viandes et Poissons',
  crèmerie: 'Produits Laitiers',
  fromagerie: 'Produits Laitiers',
  'épicerie salée': 'Épicerie',
  'épicerie sucrée': 'Épicerie',
  'herbes et épices': 'Épicerie',
  surgelés: 'Autre',
  boissons: 'Boissons',
  hygiène: 'Autre',
  entretien: 'Autre',
};

/**
 * What an ingredient is or contains, as far as diets and allergies care. The data files set a
 * flag only on the food it comes from ('gluten' on blé, seigle, orge, avoine; 'dairy' on lait;
 * 'pork' on porc…); every other ingredient gets it through what it is a kind of or contains
 * (see composition.ts), so flags and « contains » can never disagree.
 * - poultry items also carry 'meat' (volaille is a kind of viande);
 * - 'animalDerived' marks what vegans avoid that no other flag covers (honey, …);
 * - 'notKosher' marks animals kashrut forbids beyond pork and shellfish (rabbit, horse, eel,
 *   monkfish, sturgeon, snails, …);
 * - 'animalRennet' marks cheeses curdled with calf or lamb rennet (parmesan, gruyère…):
 *   vegetarians and kashrut exclude them;
 * - 'needsKosherCertificate' marks grape wine and its products, kosher only when certified,
 *   which a recipe cannot promise.
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
  'animalRennet',
  'needsKosherCertificate',
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
  /** Every flag the ingredient carries, its own and those of what it is or contains. */
  flags: DietaryFlag[];
  /** What it is a kind of: 'lardon' -> ['lard'] (then 'porc', 'viande'). */
  parents?: string[];
  /**
   * What it is made of, for sure: 'ketchup' -> ['tomate', 'vinaigre', 'sucre']. Kinds inherit
   * the contents of their parents (spaghetti are pâtes, so they contain blé), see `lacks`.
   */
  contains?: string[];
  /** What it often or possibly contains ('miso' -> ['orge']): judged like `contains`. */
  mayContain?: string[];
  /** Contents of its parents it does not have: 'chocolat noir' lacks 'lait'. */
  lacks?: string[];
  /**
   * An unspecified mix of its kinds ('fruits de mer', 'bouillon', 'fromage'): its contents say
   * what the mix may hold and are not passed on to its kinds (a crevette holds no moule).
   */
  isMix?: boolean;
  /** Flags its contents would give that it is made free of: certified gluten-free oats. */
  freeOf?: DietaryFlag[];
  /**
   * How a shop sells it (decision 012): counted, by weight or in a pack. Every ingredient has one
   * (knowledge-base.test.ts); the type leaves it optional so that a missing rule is a failing
   * test naming the ingredient, not a compile error in a data file of hundreds of rows.
   */
  buying?: BuyingRule;
};
