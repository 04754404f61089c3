import { formatQuantity } from '../parser/format-quantity';
import { readQuantity } from '../parser/read-quantity';
import { readUnit } from '../parser/unit-words';
import { isShoppingUnit, type ShoppingUnit } from '../vocabulary';

const NAME_PLACEHOLDER = 'x';

/**
 * A quantity typed with its unit in the list's quantity field (« 500 g », « 1,5 kg », « 25 cl »,
 * « 2 sachets », « 2 cuillères à soupe »), as a shopping amount: '500' and 'g'. A range, an
 * approximate amount or words after the unit are not an amount with a unit: undefined.
 */
export function readShoppingAmount(
  text: string,
): { quantity: string; unit: ShoppingUnit } | undefined {
  const amount = readQuantity(text.trim());
  if (!amount || amount.quantityMax !== undefined || amount.approximate) return undefined;
  // « 2 briques » alone: a pack word is a unit only before « de » in a recipe line, but here the
  // name has its own field, so the unit is read as if a name followed.
  const unit = readUnit(`${amount.rest} de ${NAME_PLACEHOLDER}`);
  if (!unit || !isShoppingUnit(unit.unit)) return undefined;
  if (unit.rest.trim() !== `de ${NAME_PLACEHOLDER}`) return undefined;
  return { quantity: formatQuantity(amount.quantity * unit.factor), unit: unit.unit };
}
