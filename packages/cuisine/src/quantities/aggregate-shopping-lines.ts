import { getIngredient } from '../ingredients';
import { portionWordOf } from '../parser/ingredient-link';
import { ingredientNameAfter } from '../parser/ingredient-name-forms';
import { compareFrench, foodNameKey } from '../text/normalize';
import type { RecipeUnit } from '../vocabulary';
import type { QuantifiedIngredient } from './types';
import { conversionOf, type UnitFamily } from './unit-families';

// Merging the ingredients of several recipes into one shopping list (item 5).
// - Lines are the same ingredient when they share an ingredientId, else the same name once
//   case, accents and plurals are folded ('Oignons' = 'oignon').
// - Amounts are added only where the conversion is exact: g with kg, ml with cl and l, càc with
//   càs (1 càs = 3 càc). '200 g de carottes' and '2 carottes' stay two lines; so do '1 verre de
//   vin' and '1 bouteille de vin' (a leading portion word is part of the identity of a 'unité').
// - A range counts its upper bound: for '2 à 3 oignons' you buy 3.
// - Totals are exact (no rounding; formatQuantity rounds for display) and shown in a sensible
//   unit: grams under 1000 g else kg, ml under 1000 ml else l (cl is not a shopping unit),
//   càs when the total is a whole or half number of càs, else càc.
// - The result does not depend on the order of the lines: sums are taken in sorted order (float
//   addition is not associative), names are chosen deterministically and lines sorted by name.

export type ShoppingSourceLine = QuantifiedIngredient & {
  /** The recipe the line comes from, kept so the list can say which recipes need it. */
  recipeId?: string;
};

export type AggregatedShoppingLine = {
  ingredientId?: string;
  name: string;
  quantity: number;
  unit: RecipeUnit;
  /** Sorted, without duplicates. */
  recipeIds: string[];
};

export type AggregateOptions = {
  /** Display name for a knowledge-base id; defaults to the knowledge base's name or plural. */
  nameOf?: (ingredientId: string, quantity: number, unit: RecipeUnit) => string | undefined;
};

type Group = {
  ingredientId?: string;
  family?: UnitFamily;
  unit: RecipeUnit;
  portion?: string;
  amounts: number[];
  names: string[];
  recipeIds: Set<string>;
};

function identityOf(line: ShoppingSourceLine): string {
  if (line.ingredientId !== undefined) return `id:${line.ingredientId}`;
  return `name:${foodNameKey(line.name ?? '')}`;
}

function groupKey(line: ShoppingSourceLine): {
  key: string;
  family?: UnitFamily;
  portion?: string;
} {
  const family = conversionOf(line.unit)?.family;
  if (family) return { key: `${identityOf(line)}|${family}`, family };
  const portion = line.name !== undefined ? portionWordOf(line.name) : undefined;
  return { key: `${identityOf(line)}|${line.unit}|${portion ?? ''}`, portion };
}

function sumSorted(values: number[]): number {
  return [...values].sort((a, b) => a - b).reduce((total, value) => total + value, 0);
}

function isHalfNumber(value: number): boolean {
  return Math.abs(value * 2 - Math.round(value * 2)) < 1e-9;
}

/** The total in a readable unit: 1500 g → 1.5 kg, 6 càc → 2 càs. */
export function presentTotal(
  base: number,
  family: UnitFamily,
): { quantity: number; unit: RecipeUnit } {
  if (family === 'mass')
    return base >= 1000 ? { quantity: base / 1000, unit: 'kg' } : { quantity: base, unit: 'g' };
  if (family === 'volume')
    return base >= 1000 ? { quantity: base / 1000, unit: 'l' } : { quantity: base, unit: 'ml' };
  const spoons = base / 3;
  return spoons >= 1 && isHalfNumber(spoons)
    ? { quantity: Math.round(spoons * 2) / 2, unit: 'càs' }
    : { quantity: base, unit: 'càc' };
}

function defaultNameOf(
  ingredientId: string,
  quantity: number,
  unit: RecipeUnit,
): string | undefined {
  const ingredient = getIngredient(ingredientId);
  // '2 oignons', '500 g de pommes de terre', '300 g de yaourt grec', '1 gousse d’ail'.
  return ingredient ? ingredientNameAfter(ingredient, quantity, unit) : undefined;
}

function chooseName(
  group: Group,
  quantity: number,
  unit: RecipeUnit,
  options: AggregateOptions,
): string {
  const written = [...group.names].sort(compareFrench)[0];
  // A portion word lives only in the written name ('verres de vin blanc').
  if (group.ingredientId !== undefined && group.portion === undefined) {
    const nameOf = options.nameOf ?? defaultNameOf;
    const known = nameOf(group.ingredientId, quantity, unit);
    if (known !== undefined) return known;
  }
  return written ?? group.ingredientId?.replace(/-/g, ' ') ?? '';
}

/** Merges shopping lines of the same ingredient across recipes (rules above). */
export function aggregateShoppingLines(
  lines: readonly ShoppingSourceLine[],
  options: AggregateOptions = {},
): AggregatedShoppingLine[] {
  const groups = new Map<string, Group>();
  for (const line of lines) {
    const { key, family, portion } = groupKey(line);
    let group = groups.get(key);
    if (!group) {
      group = {
        ingredientId: line.ingredientId,
        family,
        unit: line.unit,
        portion,
        amounts: [],
        names: [],
        recipeIds: new Set(),
      };
      groups.set(key, group);
    }
    const amount = line.quantityMax ?? line.quantity;
    group.amounts.push(family ? amount * conversionOf(line.unit)!.toBase : amount);
    if (line.name !== undefined && line.name.trim() !== '') group.names.push(line.name.trim());
    if (line.recipeId !== undefined) group.recipeIds.add(line.recipeId);
  }
  const result: AggregatedShoppingLine[] = [];
  for (const group of groups.values()) {
    const total = sumSorted(group.amounts);
    const { quantity, unit } = group.family
      ? presentTotal(total, group.family)
      : { quantity: total, unit: group.unit };
    const aggregated: AggregatedShoppingLine = {
      name: chooseName(group, quantity, unit, options),
      quantity,
      unit,
      recipeIds: [...group.recipeIds].sort(compareFrench),
    };
    if (group.ingredientId !== undefined) aggregated.ingredientId = group.ingredientId;
    result.push(aggregated);
  }
  return result.sort(
    (a, b) =>
      compareFrench(a.name, b.name) ||
      compareFrench(a.unit, b.unit) ||
      compareFrench(a.ingredientId ?? '', b.ingredientId ?? '') ||
      a.quantity - b.quantity,
  );
}
