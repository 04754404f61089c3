import type { ShoppingUnit } from '@mijote/cuisine/vocabulary';
import type { TFunction } from 'i18next';

/**
 * '2 unités', '1,5 kg', '1 pincée': the quantity as written and its unit, plural when the
 * quantity is 2 or more (French reads '1,5 pincée'). A quantity that is not a number ('un peu')
 * keeps the singular.
 */
export function formatAmount(t: TFunction, quantity: string, unit: ShoppingUnit): string {
  const value = Number(quantity.replace(',', '.'));
  const count = Number.isFinite(value) ? value : 1;
  return t('shopping.amount', { quantity, unit: t(`shopping.unitShort.${unit}`, { count }) });
}
