import { SHOPPING_UNITS, type ShoppingUnit } from '@mijote/cuisine/vocabulary';
import type { TFunction } from 'i18next';

// Amounts as a shopper reads them (decision 012): « 3 » for a count (the name says what),
// « 450 g », « 2 boîtes (400 g) », « 1 boîte de 6 ». French takes the plural from 2 ('1,5 kg',
// '2 bottes').

/** A quantity text ('1,5') as a number for the plural; a text that is not one counts as 1. */
function countOf(quantity: string | number): number {
  const value = typeof quantity === 'number' ? quantity : Number(quantity.replace(',', '.'));
  return Number.isFinite(value) ? value : 1;
}

export function formatAmount(
  t: TFunction,
  quantity: string | number,
  unit: ShoppingUnit,
  packSize: string | null = null,
): string {
  const text = String(quantity).replace('.', ',');
  const amount =
    unit === 'unité'
      ? t('amount.count', { quantity: text })
      : t('amount.measure', {
          quantity: text,
          unit: t(`units.${unit}`, { count: countOf(quantity) }),
        });
  if (packSize === null) return amount;
  // A pack of pieces (« 6 ») reads « de 6 »; a weight or a volume goes in brackets.
  return /^\d+$/.test(packSize)
    ? t('amount.withCount', { amount, size: packSize })
    : t('amount.withSize', { amount, size: packSize });
}

// The order of the unit pickers: counts and weights first, then what shops sell, spoons last.
const PICKER_ORDER: readonly ShoppingUnit[] = [
  'unité',
  'g',
  'kg',
  'ml',
  'cl',
  'l',
  'botte',
  'boîte',
  'bocal',
  'bouteille',
  'brique',
  'barquette',
  'paquet',
  'plaquette',
  'pot',
  'sachet',
  'tablette',
  'tête',
  'tranche',
  'tube',
  'boule',
  'rouleau',
  'cube',
  'càs',
  'càc',
  'pincée',
];

/** The units a list or fridge item can take, as a select's options, in French. */
export function unitOptions(t: TFunction): Array<{ value: ShoppingUnit; label: string }> {
  const ordered = [...PICKER_ORDER, ...SHOPPING_UNITS.filter((u) => !PICKER_ORDER.includes(u))];
  return ordered.map((value) => ({ value, label: t(`unitNames.${value}`) }));
}
