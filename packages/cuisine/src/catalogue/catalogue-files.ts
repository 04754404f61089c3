import amuseBoucheFile from '../../data/recipes/amuse-bouche.json' with { type: 'json' };
import aperoFile from '../../data/recipes/apero.json' with { type: 'json' };
import boissonFile from '../../data/recipes/boisson.json' with { type: 'json' };
import dessertFile from '../../data/recipes/dessert.json' with { type: 'json' };
import entreeFile from '../../data/recipes/entree.json' with { type: 'json' };
import platFile from '../../data/recipes/plat.json' with { type: 'json' };
import platSaisonsFile from '../../data/recipes/plat-saisons.json' with { type: 'json' };
import type { MealType } from '../vocabulary';

// Static imports (not fs reads) so Vite bundles the catalogue and tsx runs it unchanged.
/**
 * The raw data files, one per meal type, before validation. Main dishes span two files: the first
 * forty, and the dishes written to cook from all year (decision 034), joined as one list of plats.
 */
export const CATALOGUE_FILES = {
  boisson: boissonFile,
  apéro: aperoFile,
  'amuse-bouche': amuseBoucheFile,
  entrée: entreeFile,
  plat: [...platFile, ...platSaisonsFile],
  dessert: dessertFile,
} satisfies Record<MealType, unknown>;
