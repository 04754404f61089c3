import type { FoodLook } from '../vocabulary';
import { ALCOOLS, BOISSONS } from './data/boissons';
import { VIANDES, VOLAILLES } from './data/boucherie';
import { BOULANGERIE } from './data/boulangerie';
import { CHARCUTERIE } from './data/charcuterie';
import { CONDIMENTS } from './data/condiments';
import { CREMERIE, OEUFS } from './data/cremerie';
import { FECULENTS } from './data/epicerie-salee';
import { EPICERIE_SUCREE } from './data/epicerie-sucree';
import { FROMAGES, PRESURE } from './data/fromages';
import { FRUITS } from './data/fruits';
import {
  ARACHIDES,
  DOUCEURS_AUX_FRUITS_A_COQUE,
  FRUITS_A_COQUE,
  GRAINES_ET_FRUITS_SECS,
} from './data/fruits-secs';
import { EPICES, HERBES_FRAICHES } from './data/herbes';
import { LEGUMES } from './data/legumes';
import { MAISON } from './data/maison';
import { FRUITS_DE_MER, MOLLUSQUES, POISSONS } from './data/poissonnerie';
import { SURGELES } from './data/surgeles';
import { ALTERNATIVES_VEGETALES } from './data/vegetal';
import { findIngredient } from './lookup';
import type { Ingredient } from './types';

// Decision 033: the picture of a fridge item comes from the food, not from its category. The
// data files already group foods the way a picture would (eggs apart from milk though both are
// filed under 'Produits Laitiers', poultry apart from beef), so each group gets one look.

const LOOK_OF_GROUP: ReadonlyArray<readonly [readonly Ingredient[], FoodLook]> = [
  [LEGUMES, 'vegetable'],
  [FRUITS, 'fruit'],
  [HERBES_FRAICHES, 'herb'],
  [EPICES, 'herb'],
  [VIANDES, 'meat'],
  [VOLAILLES, 'poultry'],
  [CHARCUTERIE, 'charcuterie'],
  [POISSONS, 'fish'],
  [FRUITS_DE_MER, 'shellfish'],
  [MOLLUSQUES, 'shellfish'],
  [CREMERIE, 'milk'],
  [OEUFS, 'egg'],
  [FROMAGES, 'cheese'],
  [PRESURE, 'grocery'],
  [ALTERNATIVES_VEGETALES, 'plant'],
  [BOULANGERIE, 'bread'],
  [FECULENTS, 'grocery'],
  [CONDIMENTS, 'grocery'],
  [EPICERIE_SUCREE, 'sweet'],
  [FRUITS_A_COQUE, 'nut'],
  [DOUCEURS_AUX_FRUITS_A_COQUE, 'sweet'],
  [ARACHIDES, 'nut'],
  [GRAINES_ET_FRUITS_SECS, 'nut'],
  [ALCOOLS, 'alcohol'],
  [BOISSONS, 'drink'],
  [SURGELES, 'frozen'],
  [MAISON, 'household'],
];

const lookById = new Map<string, FoodLook>(
  LOOK_OF_GROUP.flatMap(([group, look]) => group.map((food) => [food.id, look] as const)),
);

/**
 * The look of the food a fridge item names (« Œufs frais » → egg, « Comté » → cheese,
 * « Filets de poulet » → poultry); null when the knowledge base does not know it.
 */
export function foodLookOf(name: string): FoodLook | null {
  const ingredient = findIngredient(name);
  return ingredient ? (lookById.get(ingredient.id) ?? null) : null;
}
