import type { DietaryFlag } from '../ingredients/types';
import type { DietaryRestriction } from '../vocabulary';

/**
 * Flags each restriction forbids, most telling first (the first one an ingredient carries names
 * the reason). Rules beyond the flags, such as kosher's meat-with-dairy, live in the checker.
 * - vegetarian: animal flesh, gelatine and cheese curdled with animal rennet.
 * - halal: pork, alcohol, and gelatine (sold gelatine is porcine or non-halal bovine). Meat
 *   slaughter cannot be known from a recipe, so other meats pass; cheese rennet, on which halal
 *   authorities differ and which the household chooses when buying, is treated the same way.
 * - kosher: pork, shellfish, other forbidden animals ('notKosher'), uncertified gelatine, cheese
 *   curdled with animal rennet, and grape wine and juice, kosher only when certified.
 */
export const FORBIDDEN_FLAGS: Readonly<Record<DietaryRestriction, readonly DietaryFlag[]>> = {
  none: [],
  vegetarian: ['pork', 'poultry', 'meat', 'fish', 'shellfish', 'gelatin', 'animalRennet'],
  vegan: [
    'pork',
    'poultry',
    'meat',
    'fish',
    'shellfish',
    'gelatin',
    'egg',
    'dairy',
    'animalRennet',
    'animalDerived',
  ],
  glutenFree: ['gluten'],
  dairyFree: ['dairy'],
  nutFree: ['peanut', 'treeNut'],
  halal: ['pork', 'alcohol', 'gelatin'],
  kosher: ['pork', 'shellfish', 'notKosher', 'gelatin', 'animalRennet', 'needsKosherCertificate'],
};

/** What an ingredient carrying the flag contains, in French ("« Lard » contient du porc"). */
export const FLAG_CONTENT: Readonly<Record<DietaryFlag, string>> = {
  meat: 'de la viande',
  pork: 'du porc',
  poultry: 'de la volaille',
  fish: 'du poisson',
  shellfish: 'des fruits de mer (crustacés ou mollusques)',
  egg: 'de l’œuf',
  dairy: 'du lait (produit laitier)',
  gluten: 'du gluten',
  treeNut: 'des fruits à coque',
  peanut: 'de l’arachide',
  alcohol: 'de l’alcool',
  gelatin: 'de la gélatine d’origine animale',
  animalDerived: 'un produit d’origine animale',
  notKosher: 'un animal que la cacherout interdit',
  animalRennet: 'de la présure animale',
  needsKosherCertificate: 'du vin ou du jus de raisin, casher seulement s’il est certifié',
};

/**
 * Added in brackets after the food a flag comes from when its name alone does not say why it
 * matters: « contient du blé (gluten) », « contient du lapin (interdit par la cacherout) ».
 */
export const FLAG_NOTE: Readonly<Partial<Record<DietaryFlag, string>>> = {
  gluten: 'gluten',
  animalDerived: 'origine animale',
  notKosher: 'interdit par la cacherout',
  needsKosherCertificate: 'casher seulement s’il est certifié',
};
