import { getIngredient } from '../ingredients';
import type { RecipeUnit } from '../vocabulary';
import { type FormatQuantityOptions, formatQuantity } from './format-quantity';
import { joinWithDe } from './ingredient-link';

// Writes a structured ingredient the way a French recipe does ('200 g de farine', '2 oignons',
// '1 gousse d’ail (écrasée)'), for recipe cards and model prompts. parseIngredientLine reads
// every such line back to the same ingredient, unit and quantity (tested on the catalogue).

const UNIT_LABELS: Record<RecipeUnit, [singular: string, plural: string]> = {
  unité: ['', ''],
  g: ['g', 'g'],
  kg: ['kg', 'kg'],
  ml: ['ml', 'ml'],
  l: ['l', 'l'],
  cl: ['cl', 'cl'],
  càs: ['càs', 'càs'],
  càc: ['càc', 'càc'],
  pincée: ['pincée', 'pincées'],
  tasse: ['tasse', 'tasses'],
  gousse: ['gousse', 'gousses'],
  tranche: ['tranche', 'tranches'],
  botte: ['botte', 'bottes'],
  sachet: ['sachet', 'sachets'],
  boîte: ['boîte', 'boîtes'],
  brin: ['brin', 'brins'],
  feuille: ['feuille', 'feuilles'],
};

// '1 gousse d’ail', '2 càs d’huile', '3 brins de thym' take the singular name; masses, volumes
// and packs take the plural ('500 g de pommes de terre', '1 boîte de pois chiches'), which
// equals the name for uncountables ('200 g de farine').
const SINGULAR_AFTER = new Set<RecipeUnit>([
  'gousse',
  'tranche',
  'brin',
  'feuille',
  'pincée',
  'tasse',
  'càs',
  'càc',
]);

export type FormattableIngredient = {
  ingredientId?: string;
  /** Used when there is no knowledge-base id, or the id is unknown. */
  name?: string;
  quantity: number;
  quantityMax?: number;
  unit: RecipeUnit;
  note?: string;
};

/** '200 g de farine', '2 à 3 oignons', '1 gousse d’ail (écrasée)'. */
export function formatIngredientLine(
  line: FormattableIngredient,
  options: FormatQuantityOptions = {},
): string {
  const ingredient = line.ingredientId !== undefined ? getIngredient(line.ingredientId) : undefined;
  const top = line.quantityMax ?? line.quantity;
  // French takes the plural from 2: '1,5 kg', '2 oignons'.
  const many = top >= 2;
  const fallback = line.name ?? line.ingredientId?.replace(/-/g, ' ') ?? '';
  const quantity =
    line.quantityMax !== undefined && line.quantityMax > line.quantity
      ? `${formatQuantity(line.quantity, options)} à ${formatQuantity(line.quantityMax, options)}`
      : formatQuantity(line.quantity, options);
  let text: string;
  if (line.unit === 'unité') {
    text = `${quantity} ${ingredient ? (many ? ingredient.plural : ingredient.name) : fallback}`;
  } else {
    const [singular, plural] = UNIT_LABELS[line.unit];
    const shown = ingredient
      ? SINGULAR_AFTER.has(line.unit)
        ? ingredient.name
        : ingredient.plural
      : fallback;
    text = `${quantity} ${joinWithDe(many ? plural : singular, shown)}`;
  }
  return line.note ? `${text} (${line.note})` : text;
}
