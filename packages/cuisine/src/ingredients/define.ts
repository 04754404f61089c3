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
  /** Added to the group's flags. */
  flags?: DietaryFlag[];
  parents?: string[];
  category?: FridgeCategory;
  aisle?: Aisle;
};

export type IngredientGroup = {
  aisle: Aisle;
  category: FridgeCategory;
  /** Flags every row of the group carries ('dairy' for cheeses…). */
  flags?: DietaryFlag[];
  /** Parents every row of the group has (['fromage'] for cheeses…), unless it is the parent. */
  parents?: string[];
};

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
    const flags = [...new Set([...(group.flags ?? []), ...(row.flags ?? [])])];
    const parents = [
      ...new Set([...(group.parents ?? []).filter((p) => p !== id), ...(row.parents ?? [])]),
    ];
    const ingredient: Ingredient = {
      id,
      name,
      plural: row.plural ?? (row.mass ? name : pluralizeFoodName(name)),
      synonyms: row.synonyms ?? [],
      category: row.category ?? group.category,
      aisle: row.aisle ?? group.aisle,
      shelfLifeDays: row.days,
      isPantryStaple: row.staple === true,
      flags,
    };
    if (parents.length > 0) ingredient.parents = parents;
    return ingredient;
  });
}
