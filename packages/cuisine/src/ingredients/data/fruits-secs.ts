import { defineIngredients } from '../define';

// Nuts and seeds. Pine nuts count as tree nuts here (allergy advice usually groups them); the
// coconut does not (it is not one of the EU 'fruits à coque'). Peanuts are a legume with their
// own flag.
export const FRUITS_A_COQUE = defineIngredients(
  {
    aisle: 'épicerie sucrée',
    category: 'Épicerie',
    flags: ['treeNut'],
    parents: ['fruit-a-coque'],
  },
  {
    'fruit à coque': {
      days: 180,
      plural: 'fruits à coque',
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
    'purée d’amande': { days: 180, mass: true, parents: ['amande'], synonyms: ['beurre d’amande'] },
    praliné: {
      days: 180,
      mass: true,
      parents: ['noisette'],
      synonyms: ['pâte de praliné', 'pralin'],
    },
    'pâte d’amande': { days: 180, mass: true, parents: ['amande'], synonyms: ['massepain'] },
    nougat: { days: 180, flags: ['animalDerived', 'egg'], parents: ['amande'] },
    macaron: { days: 5, flags: ['egg'], parents: ['amande'] },
  },
);

export const ARACHIDES = defineIngredients(
  { aisle: 'épicerie sucrée', category: 'Épicerie', flags: ['peanut'] },
  {
    cacahuète: {
      days: 180,
      synonyms: ['arachide', 'cacahouète', 'cacahuète salée', 'cacahuète grillée'],
    },
    'beurre de cacahuète': {
      days: 180,
      mass: true,
      parents: ['cacahuete'],
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
    'raisin sec': { days: 365, synonyms: ['raisin de Corinthe', 'sultanine'] },
    'abricot sec': { days: 365 },
    pruneau: { days: 365 },
    datte: { days: 180, synonyms: ['datte séchée', 'datte Medjool'] },
    'figue sèche': { days: 365 },
    'canneberge séchée': {
      days: 365,
      synonyms: ['cranberry', 'cranberries séchées', 'canneberge'],
    },
    'noix de coco râpée': {
      days: 180,
      mass: true,
      synonyms: ['coco râpée', 'noix de coco', 'coco râpé'],
    },
    'écorce d’orange confite': {
      days: 365,
      synonyms: ['orangeat', 'zeste confit', 'citronnat', 'fruits confits'],
    },
    'banane séchée': { days: 365, synonyms: ['chips de banane'] },
    'pomme séchée': { days: 365, synonyms: ['chips de pomme', 'schnitz'] },
  },
);
