import type { RecipeUnit } from '../vocabulary';

// Conversions that are exact, and only those: g/kg, ml/cl/l, càc/càs (1 càs = 3 càc). A tasse,
// a gousse or a 'unité' has no exact weight or volume, so it never converts to anything.

export type UnitFamily = 'mass' | 'volume' | 'spoon';

type Conversion = {
  family: UnitFamily /** How many base units (g, ml, càc) one unit holds. */;
  toBase: number;
};

const CONVERSIONS: Partial<Record<RecipeUnit, Conversion>> = {
  g: { family: 'mass', toBase: 1 },
  kg: { family: 'mass', toBase: 1000 },
  ml: { family: 'volume', toBase: 1 },
  cl: { family: 'volume', toBase: 10 },
  l: { family: 'volume', toBase: 1000 },
  càc: { family: 'spoon', toBase: 1 },
  càs: { family: 'spoon', toBase: 3 },
};

export function conversionOf(unit: RecipeUnit): Conversion | undefined {
  return CONVERSIONS[unit];
}

/** The quantity in the family's base unit (g, ml or càc), or undefined for other units. */
export function toBaseQuantity(quantity: number, unit: RecipeUnit): number | undefined {
  const conversion = CONVERSIONS[unit];
  return conversion ? quantity * conversion.toBase : undefined;
}

/** Base unit → unit, exact for the factors used here (10, 1000, 3 on values made from them). */
export function fromBaseQuantity(base: number, unit: RecipeUnit): number {
  const conversion = CONVERSIONS[unit];
  return conversion ? base / conversion.toBase : base;
}
