import { defineIngredients } from '../define';

// Cheeses, Swiss ones first. All made of milk, all kinds of 'fromage'. Hard and ripened cheeses
// whose designation requires calf or lamb rennet (gruyère, comté, parmesan, pecorino…) contain
// 'présure animale', which vegetarians and kashrut exclude; those usually but not always made
// with it may contain it. Fresh and brined cheeses (mozzarella, feta, ricotta, fromage frais…)
// are mostly set with microbial coagulant or acid and are not marked.
export const FROMAGES = defineIngredients(
  { aisle: 'fromagerie', category: 'Produits Laitiers', contains: ['lait'], parents: ['fromage'] },
  {
    fromage: {
      // Cheese unspecified: a household buying it may pick one made with animal rennet.
      days: 21,
      mix: true,
      mayContain: ['presure-animale'],
      synonyms: ['fromage à pâte dure', 'fromage à pâte mi-dure'],
    },
    'fromage râpé': {
      // Ready-grated cheese is mostly emmental or gruyère.
      days: 21,
      mass: true,
      mix: true,
      mayContain: ['presure-animale'],
      synonyms: ['fromage à gratin', 'mélange de fromages râpés'],
    },
    gruyère: {
      days: 60,
      mass: true,
      contains: ['presure-animale'],
      synonyms: ['Gruyère AOP', 'gruyère salé', 'gruyère doux'],
    },
    'vacherin fribourgeois': { days: 30, mass: true, contains: ['presure-animale'] },
    'vacherin Mont-d’Or': {
      days: 21,
      contains: ['presure-animale'],
      synonyms: ['Mont-d’Or', 'vacherin'],
    },
    emmental: { days: 60, mass: true, contains: ['presure-animale'], synonyms: ['emmenthal'] },
    appenzeller: { days: 45, mass: true, contains: ['presure-animale'] },
    'tête de moine': {
      days: 30,
      mass: true,
      plural: 'têtes de moine',
      contains: ['presure-animale'],
    },
    sbrinz: { days: 90, mass: true, contains: ['presure-animale'] },
    raclette: {
      days: 30,
      mass: true,
      mayContain: ['presure-animale'],
      synonyms: ['fromage à raclette', 'raclette du Valais'],
    },
    'fondue moitié-moitié': {
      days: 30,
      mass: true,
      contains: ['gruyere', 'vacherin-fribourgeois'],
      synonyms: ['mélange à fondue', 'fondue', 'fromage à fondue'],
    },
    'tomme vaudoise': { days: 14, mayContain: ['presure-animale'], synonyms: ['tomme'] },
    'l’Etivaz': { days: 60, mass: true, contains: ['presure-animale'], synonyms: ['etivaz'] },
    Tilsit: { days: 45, mass: true, mayContain: ['presure-animale'], synonyms: ['tilsiter'] },
    reblochon: { days: 21, contains: ['presure-animale'] },
    comté: { days: 60, mass: true, contains: ['presure-animale'] },
    beaufort: { days: 60, mass: true, contains: ['presure-animale'] },
    parmesan: {
      days: 90,
      mass: true,
      contains: ['presure-animale'],
      synonyms: ['parmigiano', 'parmigiano reggiano'],
    },
    'grana padano': {
      // Besides calf rennet, Grana Padano is protected with lysozyme taken from egg white.
      days: 90,
      mass: true,
      contains: ['presure-animale', 'blanc-d-oeuf'],
    },
    'fromage à pâte dure végétarien': {
      // The vegetarian stand-in for parmesan and other hard cheeses (microbial coagulant).
      days: 90,
      mass: true,
      synonyms: [
        'parmesan végétarien',
        'alternative végétarienne au parmesan',
        'fromage italien à pâte dure végétarien',
        'fromage à pâte dure sans présure animale',
      ],
    },
    pecorino: { days: 90, mass: true, contains: ['presure-animale'] },
    mozzarella: { days: 7, synonyms: ['mozzarella di bufala', 'boule de mozzarella'] },
    burrata: { days: 4 },
    ricotta: { days: 7, mass: true },
    mascarpone: { days: 10, mass: true },
    feta: { days: 14, mass: true, synonyms: ['féta'] },
    chèvre: {
      days: 14,
      mass: true,
      mayContain: ['presure-animale'],
      synonyms: ['fromage de chèvre', 'bûche de chèvre', 'crottin de chèvre'],
    },
    'chèvre frais': { days: 10, mass: true, parents: ['chevre'] },
    camembert: { days: 14, mayContain: ['presure-animale'] },
    brie: { days: 14, mayContain: ['presure-animale'] },
    roquefort: {
      days: 21,
      mass: true,
      contains: ['presure-animale'],
      synonyms: ['bleu', 'fromage bleu', 'gorgonzola'],
    },
    'fromage frais': {
      days: 14,
      mass: true,
      synonyms: ['fromage à tartiner', 'cream cheese', 'Philadelphia', 'St-Môret', 'carré frais'],
    },
    'cottage cheese': { days: 10, mass: true, synonyms: ['cottage'] },
    halloumi: { days: 30, mass: true },
    cheddar: { days: 60, mass: true, mayContain: ['presure-animale'] },
    munster: { days: 14, mass: true, contains: ['presure-animale'] },
    'fromage à raclette fumé': { days: 30, mass: true, parents: ['raclette'] },
    'gruyère râpé': { days: 21, mass: true, parents: ['gruyere', 'fromage-rape'] },
    'emmental râpé': { days: 21, mass: true, parents: ['emmental', 'fromage-rape'] },
    'parmesan râpé': { days: 21, mass: true, parents: ['parmesan', 'fromage-rape'] },
  },
);

// Calf or lamb stomach enzyme that curdles most traditional cheeses: what a cheese is made with,
// not a cheese, hence its own group.
export const PRESURE = defineIngredients(
  { aisle: 'fromagerie', category: 'Produits Laitiers' },
  {
    'présure animale': {
      days: 365,
      mass: true,
      flags: ['animalRennet', 'animalDerived'],
      synonyms: ['présure', 'présure de veau', 'présure d’agneau'],
    },
  },
);
