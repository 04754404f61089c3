import { byPack } from '../../buying/buying-rule';
import { defineIngredients } from '../define';

// Nuts and seeds. Pine nuts count as tree nuts here (allergy advice usually groups them); the
// coconut does not (it is not one of the EU 'fruits à coque'). Peanuts are a legume with their
// own flag. « Noix » alone is the walnut, as French and Swiss shops sell it: cashews, pecans,
// Brazil nuts, coconuts and nutmeg are not kinds of it (a nut allergy is written « fruits à
// coque »).
export const FRUITS_A_COQUE = defineIngredients(
  {
    aisle: 'épicerie sucrée',
    category: 'Épicerie',
    parents: ['fruit-a-coque'],
    buy: byPack('sachet', 200, '200 g'),
  },
  {
    'fruit à coque': {
      // A bag of mixed nuts may hold any of them.
      days: 180,
      plural: 'fruits à coque',
      flags: ['treeNut'],
      mix: true,
      mayContain: ['noix', 'noisette', 'amande', 'noix-de-cajou', 'pistache', 'noix-de-pecan'],
      synonyms: ['fruits secs oléagineux', 'noix mélangées', 'mélange de noix'],
      buy: byPack('sachet', 200, '200 g', { unité: 3 }),
    },
    noix: {
      days: 180,
      plural: 'noix',
      synonyms: ['cerneau de noix', 'noix de Grenoble'],
      buy: byPack('sachet', 100, '100 g', { unité: 5 }),
    },
    noisette: {
      days: 180,
      synonyms: ['noisette moulue', 'noisettes en poudre'],
      buy: byPack('sachet', 200, '200 g', { unité: 1.5 }),
    },
    amande: {
      days: 180,
      synonyms: ['amande entière', 'amande effilée', 'amande mondée'],
      buy: byPack('sachet', 200, '200 g', { unité: 1.2 }),
    },
    'poudre d’amande': {
      days: 180,
      mass: true,
      parents: ['amande'],
      synonyms: ['amande moulue', 'amande en poudre'],
    },
    pistache: { days: 180, buy: byPack('sachet', 125, '125 g', { unité: 0.7 }) },
    'noix de cajou': {
      days: 180,
      plural: 'noix de cajou',
      synonyms: ['cajou'],
      buy: byPack('sachet', 200, '200 g', { unité: 1.5 }),
    },
    'noix de pécan': {
      days: 180,
      plural: 'noix de pécan',
      synonyms: ['pécan'],
      buy: byPack('sachet', 100, '100 g', { unité: 4 }),
    },
    'noix du Brésil': {
      days: 180,
      plural: 'noix du Brésil',
      buy: byPack('sachet', 200, '200 g', { unité: 4 }),
    },
    'noix de macadamia': {
      days: 180,
      plural: 'noix de macadamia',
      synonyms: ['macadamia'],
      buy: byPack('sachet', 100, '100 g', { unité: 2.5 }),
    },
    'pignon de pin': {
      days: 90,
      synonyms: ['pignon'],
      buy: byPack('sachet', 100, '100 g'),
    },
  },
);

// Sweets made of nuts: they contain them without being a kind of them.
export const DOUCEURS_AUX_FRUITS_A_COQUE = defineIngredients(
  { aisle: 'épicerie sucrée', category: 'Épicerie', buy: byPack('paquet', 200, '200 g') },
  {
    'purée d’amande': {
      days: 180,
      mass: true,
      contains: ['amande'],
      synonyms: ['beurre d’amande'],
      buy: byPack('pot', 250, '250 g'),
    },
    praliné: {
      days: 180,
      mass: true,
      contains: ['noisette', 'amande', 'sucre'],
      synonyms: ['pâte de praliné', 'pralin'],
      buy: byPack('pot', 200, '200 g'),
    },
    'pâte d’amande': {
      days: 180,
      mass: true,
      contains: ['amande', 'sucre'],
      synonyms: ['massepain'],
    },
    nougat: {
      days: 180,
      contains: ['amande', 'miel', 'blanc-d-oeuf', 'sucre'],
      buy: byPack('paquet', 200, '200 g', { unité: 20 }),
    },
    macaron: {
      days: 5,
      contains: ['poudre-d-amande', 'blanc-d-oeuf', 'sucre'],
      buy: byPack('boîte', 72, '6', { unité: 12, paquet: 200 }),
    },
  },
);

export const ARACHIDES = defineIngredients(
  {
    aisle: 'épicerie sucrée',
    category: 'Épicerie',
    buy: byPack('sachet', 200, '200 g'),
  },
  {
    cacahuète: {
      days: 180,
      flags: ['peanut'],
      synonyms: ['arachide', 'cacahouète', 'cacahuète salée', 'cacahuète grillée'],
      buy: byPack('sachet', 200, '200 g', { unité: 1 }),
    },
    'beurre de cacahuète': {
      days: 180,
      mass: true,
      contains: ['cacahuete'],
      synonyms: ['beurre d’arachide', 'purée de cacahuète'],
      buy: byPack('pot', 350, '350 g', { paquet: 200 }),
    },
  },
);

// Seeds and dried fruit: no allergen flag of their own.
export const GRAINES_ET_FRUITS_SECS = defineIngredients(
  {
    aisle: 'épicerie sucrée',
    category: 'Épicerie',
    buy: byPack('sachet', 200, '200 g'),
  },
  {
    'graine de tournesol': { days: 180 },
    'graine de courge': { days: 180, synonyms: ['pépin de courge'] },
    'graine de chia': { days: 365, synonyms: ['chia'] },
    'graine de lin': {
      days: 365,
      synonyms: ['lin'],
      buy: byPack('sachet', 250, '250 g'),
    },
    'raisin sec': {
      days: 365,
      parents: ['raisin'],
      mayContain: ['sulfite'],
      synonyms: ['raisin de Corinthe', 'sultanine'],
      buy: byPack('sachet', 200, '200 g', { unité: 0.5 }),
    },
    // Dried apricots keep their colour with sulphites, unless sold as organic.
    'abricot sec': {
      days: 365,
      parents: ['abricot'],
      contains: ['sulfite'],
      buy: byPack('sachet', 200, '200 g', { unité: 8 }),
    },
    pruneau: { days: 365, buy: byPack('sachet', 250, '250 g', { unité: 10 }) },
    datte: {
      days: 180,
      synonyms: ['datte séchée', 'datte Medjool'],
      buy: byPack('sachet', 250, '250 g', { unité: 10 }),
    },
    'figue sèche': {
      days: 365,
      parents: ['figue'],
      buy: byPack('sachet', 250, '250 g', { unité: 20 }),
    },
    'canneberge séchée': {
      days: 365,
      synonyms: ['cranberry', 'cranberries séchées', 'canneberge'],
      buy: byPack('sachet', 150, '150 g', { unité: 0.5 }),
    },
    'noix de coco râpée': {
      days: 180,
      mass: true,
      parents: ['noix-de-coco'],
      mayContain: ['sulfite'],
      synonyms: ['coco râpée', 'coco râpé'],
    },
    'écorce d’orange confite': {
      plural: 'écorces d’orange confites',
      days: 365,
      contains: ['orange', 'sucre', 'sulfite'],
      synonyms: ['orangeat', 'zeste confit', 'citronnat', 'fruits confits'],
      buy: byPack('sachet', 100, '100 g'),
    },
    'banane séchée': {
      days: 365,
      parents: ['banane'],
      synonyms: ['chips de banane'],
      buy: byPack('sachet', 150, '150 g', { unité: 5 }),
    },
    'pomme séchée': {
      days: 365,
      parents: ['pomme'],
      synonyms: ['chips de pomme', 'schnitz'],
      buy: byPack('sachet', 100, '100 g', { unité: 5 }),
    },
  },
);
