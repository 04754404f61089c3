import type { BuyingRule } from '../buying/buying-rule';
import { pluralizeFoodName, slugify } from '../text/normalize';
import type { FridgeCategory } from '../vocabulary';
import type { Aisle, DietaryFlag, Ingredient } from './types';

/** One row of a data file; what the group already says (aisle, category, flags) is left out. */
export type IngredientRow = {
  /** Shelf life in days once bought. */
  days: number;
  /** Explicit plural, for irregular names; defaults to the regular French plural. */
  plural?: string;
  /** Uncountable ('farine', 'lait'): the plural is the name itself. */
  mass?: true;
  synonyms?: string[];
  staple?: true;
  /** Added to the group's flags; set only on the food a flag comes from (see types.ts). */
  flags?: DietaryFlag[];
  parents?: string[];
  /** Added to the group's contents. */
  contains?: string[];
  mayContain?: string[];
  lacks?: string[];
  /** An unspecified mix of its kinds: its contents are not passed on to them. */
  mix?: true;
  freeOf?: DietaryFlag[];
  category?: FridgeCategory;
  aisle?: Aisle;
  /** How it is sold, when not as the group's other rows (buying/buying-rule.ts). */
  buy?: BuyingRule;
};

export type IngredientGroup = {
  aisle: Aisle;
  category: FridgeCategory;
  /** Parents every row of the group has (['fromage'] for cheeses…), unless it is the parent. */
  parents?: string[];
  /** Contents every row of the group has (['blé'] for breads…), unless it is the content. */
  contains?: string[];
  /** How the group's foods are sold, unless a row says otherwise. */
  buy?: BuyingRule;
};

/** The group's list joined to the row's, without duplicates and without the row itself. */
function merged(id: string, group: readonly string[] = [], row: readonly string[] = []): string[] {
  return [...new Set([...group.filter((p) => p !== id), ...row])];
}

/**
 * Builds ingredients from a compact table keyed by canonical name. Keeping data terse matters:
 * the base holds hundreds of rows and the id is always the slug of the name, so it is derived.
 */
export function defineIngredients(
  group: IngredientGroup,
  rows: Readonly<Record<string, IngredientRow>>,
): Ingredient[] {
  return Object.entries(rows).map(([name, row]) => {
    const id = slugify(name);
    const parents = merged(id, group.parents, row.parents);
    const contains = merged(id, group.contains, row.contains);
    const ingredient: Ingredient = {
      id,
      name,
      plural: row.plural ?? (row.mass ? name : pluralizeFoodName(name)),
      synonyms: row.synonyms ?? [],
      category: row.category ?? group.category,
      aisle: row.aisle ?? group.aisle,
      shelfLifeDays: row.days,
      isPantryStaple: row.staple === true,
      flags: [...new Set(row.flags ?? [])],
    };
    if (parents.length > 0) ingredient.parents = parents;
    if (contains.length > 0) ingredient.contains = contains;
    if (row.mayContain) ingredient.mayContain = row.mayContain;
    if (row.lacks) ingredient.lacks = row.lacks;
    if (row.mix) ingredient.isMix = true;
    if (row.freeOf) ingredient.freeOf = row.freeOf;
    const buying = row.buy ?? group.buy;
    if (buying) ingredient.buying = buying;
    return ingredient;
  });
}
