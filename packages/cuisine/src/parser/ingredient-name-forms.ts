import type { Aisle, Ingredient } from '../ingredients';
import { pluralizeFoodName } from '../text/normalize';
import type { RecipeUnit } from '../vocabulary';
import { isPluralAmount, RECIPE_UNIT_WORDS } from './recipe-unit-words';

// Which form of an ingredient's name a French line uses after its amount:
// - counted: '1 oignon', '2 oignons', '0,5 citron' (plural from 2);
// - after a part of one item, the singular: '3 gousses d’ail', '2 tranches de jambon';
// - after an amount (g, cl, càs, boîte, botte…), the partitive: plural for foods cooked by the
//   piece ('500 g de carottes', '100 g d’oignons', '1 boîte de pois chiches'), singular for
//   foods taken by weight ('300 g de yaourt grec', '200 g de saumon', '1 botte de basilic').

// Aisles whose foods are weighed, not counted, once a weight is given: meat, fish, cheese…
const WEIGHED_AISLES = new Set<Aisle>([
  'boucherie',
  'charcuterie',
  'poissonnerie',
  'crèmerie',
  'fromagerie',
  'boulangerie',
  'boissons',
  'surgelés',
]);
// …except small pieces, counted even by the kilo ('500 g de crevettes', '200 g de lardons').
const COUNTED_PIECES =
  /^(?:côtelette|cuisse|aile|escalope|caille|rognon|lardon|saucisse|chipolata|merguez|crevette|moule|huître|coquille|calamar|langoustine|palourde|écrevisse|escargot|sardine|petit-suisse|œuf|jaune|blanc|ravioli|glaçon|feuilleté|poisson pané|croissant|tortilla|pain pita|pain burger|bretzel|leckerli|biber)/iu;
// Produce and groceries that a weight or a bunch takes in the singular: big vegetables and
// fruits cut up, leaves, herbs.
const WEIGHED_PRODUCE = new Set([
  'céleri',
  'céleri branche',
  'chou',
  'chou rouge',
  'chou frisé',
  'chou-fleur',
  'brocoli',
  'chou-rave',
  'chou kale',
  'chou chinois',
  'pak-choï',
  'potiron',
  'courge',
  'potimarron',
  'fenouil',
  'avocat',
  'salade',
  'laitue romaine',
  'mâche',
  'roquette',
  'cresson',
  'chicorée frisée',
  'scarole',
  'rhubarbe',
  'gingembre',
  'piment',
  'melon',
  'pastèque',
  'mangue',
  'papaye',
  'persil',
  'ciboulette',
  'basilic',
  'coriandre',
  'menthe',
  'aneth',
  'estragon',
  'cerfeuil',
  'sauge',
  'romarin',
  'thym',
  'citronnelle',
  'livèche',
  'origan frais',
  'marjolaine',
  'oseille',
  'fleur de sureau',
  'laurier',
  'anis étoilé',
  'nougat',
  'colorant alimentaire',
  'thon en boîte',
]);

/** True when a weight of this food reads in the plural: 'de carottes', not 'de saumon'. */
export function isCountedByThePiece(ingredient: Ingredient): boolean {
  if (ingredient.plural === ingredient.name) return false;
  if (WEIGHED_PRODUCE.has(ingredient.name)) return false;
  if (WEIGHED_AISLES.has(ingredient.aisle)) return COUNTED_PIECES.test(ingredient.name);
  return true;
}

/** 'thon en boîte' after 'boîte' reads 'thon': '1 boîte de thon'. */
function withoutContainer(name: string, unit: RecipeUnit): string {
  return unit === 'boîte' ? name.replace(/\s+en\s+(?:boîte|conserve)$/u, '') : name;
}

/** The ingredient's name as it follows `quantity` `unit` in a French line. */
export function ingredientNameAfter(
  ingredient: Ingredient,
  quantity: number,
  unit: RecipeUnit,
): string {
  const after = RECIPE_UNIT_WORDS[unit].nameAfter;
  if (after === 'none') {
    if (!isPluralAmount(quantity)) return ingredient.name;
    // Counted, a food the base only weighs takes the regular plural: '2 pâtes brisées'.
    return ingredient.plural !== ingredient.name
      ? ingredient.plural
      : pluralizeFoodName(ingredient.name);
  }
  if (after === 'singular') return ingredient.name;
  const name = isCountedByThePiece(ingredient) ? ingredient.plural : ingredient.name;
  return withoutContainer(name, unit);
}
