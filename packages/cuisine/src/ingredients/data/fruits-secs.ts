import { defineIngredients } from '../define';

// Nuts and seeds. Pine nuts count as tree nuts here (allergy advice usually groups them); the
// coconut does not (it is not one of the EU 'fruits à coque'). Peanuts are a legume with their
// own flag. « Noix » alone is the walnut, as French and Swiss shops sell it: cashews, pecans,
// Brazil nuts, coconuts and nutmeg are not kinds of it (a nut allergy is written « fruits à
// coque »).
export const FRUITS_A_COQUE = defineIngredients(
  { aisle: 'épicerie sucrée', category: 'Épicerie', parents: ['fruit-a-coque'] },
  {
    'fruit à coque': {
      // A bag of mixed nuts may hold any of them.
      days: 180,
      plural: 'fruits à coque',
      flags: ['treeNut'],
      mix: true,
      mayContain: ['noix', 'noisette', 'amande', 'noix-de-cajou', 'pistache', 'noix-de-pecan'],
      synonyms: ['fruits secs oléagineux', 'noix mélangées', 'mélange de noix'],
    },
    noix: { days: 180, plural: 'noix', synonyms: ['cerneau de noix', 'noix de Grenoble'] },
    noisette: { days: 180, synonyms: ['noisette moulue', 'noisettes en poudre'] },
    amande: { days: 180, synonyms: ['amande entière', 'amande effilée', 'amande mondée'] },
    'poudre d’amande': {
      days: 180,
      mass: true,
      parents: ['amande'],
      synonyms: ['amande moulue', 'amande en poudre'],
    },
    pistache: { days: 180 },
    'noix de cajou': { days: 180, plural: 'noix de cajou', synonyms: ['cajou'] },
    'noix de pécan': { days: 180, plural: 'noix de pécan', synonyms: ['pécan'] },
    'noix du Brésil': { days: 180, plural: 'noix du Brésil' },
    'noix de macadamia': { days: 180, plural: 'noix de macadamia', synonyms: ['macadamia'] },
    'pignon de pin': { days: 90, synonyms: ['pignon'] },
  },
);

// Sweets made of nuts: they contain them without being a kind of them.
export const DOUCEURS_AUX_FRUITS_A_COQUE = defineIngredients(
  { aisle: 'épicerie sucrée', category: 'Épicerie' },
  {
    'purée d’amande': {
      days: 180,
      mass: true,
      contains: ['amande'],
      synonyms: ['beurre d’amande'],
    },
    praliné: {
      days: 180,
      mass: true,
      contains: ['noisette', 'amande', 'sucre'],
      synonyms: ['pâte de praliné', 'pralin'],
    },
    'pâte d’amande': {
      days: 180,
      mass: true,
      contains: ['amande', 'sucre'],
      synonyms: ['massepain'],
    },
    nougat: { days: 180, contains: ['amande', 'miel', 'blanc-d-oeuf', 'sucre'] },
    macaron: { days: 5, contains: ['poudre-d-amande', 'blanc-d-oeuf', 'sucre'] },
  },
);

export const ARACHIDES = defineIngredients(
  { aisle: 'épicerie sucrée', category: 'Épicerie' },
  {
    cacahuète: {
      days: 180,
      flags: ['peanut'],
      synonyms: ['arachide', 'cacahouète', 'cacahuète salée', 'cacahuète grillée'],
    },
    'beurre de cacahuète': {
      days: 180,
      mass: true,
      contains: ['cacahuete'],
      synonyms: ['beurre d’arachide', 'purée de cacahuète'],
    },
  },
);

// Seeds and dried fruit: no allergen flag of their own.
export const GRAINES_ET_FRUITS_SECS = defineIngredients(
  { aisle: 'épicerie sucrée', category: 'Épicerie' },
  {
    'graine de tournesol': { days: 180 },
    'graine de courge': { days: 180, synonyms: ['pépin de courge'] },
    'graine de chia': { days: 365, synonyms: ['chia'] },
    'graine de lin': { days: 365, synonyms: ['lin'] },
    'raisin sec': {
      days: 365,
      parents: ['raisin'],
      mayContain: ['sulfite'],
      synonyms: ['raisin de Corinthe', 'sultanine'],
    },
    // Dried apricots keep their colour with sulphites, unless sold as organic.
    'abricot sec': { days: 365, parents: ['abricot'], contains: ['sulfite'] },
    pruneau: { days: 365 },
    datte: { days: 180, synonyms: ['datte séchée', 'datte Medjool'] },
    'figue sèche': { days: 365, parents: ['figue'] },
    'canneberge séchée': {
      days: 365,
      synonyms: ['cranberry', 'cranberries séchées', 'canneberge'],
    },
    'noix de coco râpée': {
      days: 180,
      mass: true,
      parents: ['noix-de-coco'],
      mayContain: ['sulfite'],
      synonyms: ['coco râpée', 'coco râpé'],
    },
    'écorce d’orange confite': {
      days: 365,
      contains: ['orange', 'sucre', 'sulfite'],
      synonyms: ['orangeat', 'zeste confit', 'citronnat', 'fruits confits'],
    },
    'banane séchée': { days: 365, parents: ['banane'], synonyms: ['chips de banane'] },
    'pomme séchée': { days: 365, parents: ['pomme'], synonyms: ['chips de pomme', 'schnitz'] },
  },
);
