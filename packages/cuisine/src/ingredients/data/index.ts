import type { Ingredient } from '../types';
import { ALCOOLS, BOISSONS } from './boissons';
import { VIANDES, VOLAILLES } from './boucherie';
import { BOULANGERIE } from './boulangerie';
import { CHARCUTERIE } from './charcuterie';
import { CONDIMENTS } from './condiments';
import { CREMERIE, OEUFS } from './cremerie';
import { FECULENTS } from './epicerie-salee';
import { EPICERIE_SUCREE } from './epicerie-sucree';
import { FROMAGES, PRESURE } from './fromages';
import { FRUITS } from './fruits';
import {
  ARACHIDES,
  DOUCEURS_AUX_FRUITS_A_COQUE,
  FRUITS_A_COQUE,
  GRAINES_ET_FRUITS_SECS,
} from './fruits-secs';
import { EPICES, HERBES_FRAICHES } from './herbes';
import { LEGUMES } from './legumes';
import { MAISON } from './maison';
import { FRUITS_DE_MER, MOLLUSQUES, POISSONS } from './poissonnerie';
import { SURGELES } from './surgeles';
import { ALTERNATIVES_VEGETALES } from './vegetal';

/** Every ingredient, in a stable order (lookup gives earlier entries priority on a tie). */
export const ALL_INGREDIENTS: readonly Ingredient[] = [
  ...LEGUMES,
  ...FRUITS,
  ...HERBES_FRAICHES,
  ...EPICES,
  ...VIANDES,
  ...VOLAILLES,
  ...CHARCUTERIE,
  ...POISSONS,
  ...FRUITS_DE_MER,
  ...MOLLUSQUES,
  ...CREMERIE,
  ...OEUFS,
  ...FROMAGES,
  ...PRESURE,
  ...ALTERNATIVES_VEGETALES,
  ...BOULANGERIE,
  ...FECULENTS,
  ...CONDIMENTS,
  ...EPICERIE_SUCREE,
  ...FRUITS_A_COQUE,
  ...DOUCEURS_AUX_FRUITS_A_COQUE,
  ...ARACHIDES,
  ...GRAINES_ET_FRUITS_SECS,
  ...ALCOOLS,
  ...BOISSONS,
  ...SURGELES,
  ...MAISON,
];
