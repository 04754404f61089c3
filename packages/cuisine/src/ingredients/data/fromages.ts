import { defineIngredients } from '../define';

// Cheeses, Swiss ones first. All dairy, all children of 'fromage'. Traditional cheeses made with
// animal rennet are not flagged: the base follows common French usage, which calls them
// vegetarian.
export const FROMAGES = defineIngredients(
  { aisle: 'fromagerie', category: 'Produits Laitiers', flags: ['dairy'], parents: ['fromage'] },
  {
    fromage: { days: 21, synonyms: ['fromage à pâte dure', 'fromage à pâte mi-dure'] },
    'fromage râpé': {
      days: 21,
      mass: true,
      synonyms: ['fromage à gratin', 'mélange de fromages râpés'],
    },
    gruyère: { days: 60, mass: true, synonyms: ['Gruyère AOP', 'gruyère salé', 'gruyère doux'] },
    'vacherin fribourgeois': { days: 30, mass: true },
    'vacherin Mont-d’Or': { days: 21, synonyms: ['Mont-d’Or', 'vacherin'] },
    emmental: { days: 60, mass: true, synonyms: ['emmenthal'] },
    appenzeller: { days: 45, mass: true },
    'tête de moine': { days: 30, mass: true, plural: 'têtes de moine' },
    sbrinz: { days: 90, mass: true },
    raclette: { days: 30, mass: true, synonyms: ['fromage à raclette', 'raclette du Valais'] },
    'fondue moitié-moitié': {
      days: 30,
      mass: true,
      synonyms: ['mélange à fondue', 'fondue', 'fromage à fondue'],
      parents: ['gruyere', 'vacherin-fribourgeois'],
    },
    'tomme vaudoise': { days: 14, synonyms: ['tomme'] },
    'l’Etivaz': { days: 60, mass: true, synonyms: ['etivaz'] },
    Tilsit: { days: 45, mass: true, synonyms: ['tilsiter'] },
    reblochon: { days: 21 },
    comté: { days: 60, mass: true },
    beaufort: { days: 60, mass: true },
    parmesan: {
      days: 90,
      mass: true,
      synonyms: ['parmigiano', 'parmigiano reggiano', 'grana padano'],
    },
    pecorino: { days: 90, mass: true },
    mozzarella: { days: 7, synonyms: ['mozzarella di bufala', 'boule de mozzarella'] },
    burrata: { days: 4 },
    ricotta: { days: 7, mass: true },
    mascarpone: { days: 10, mass: true },
    feta: { days: 14, mass: true, synonyms: ['féta'] },
    chèvre: {
      days: 14,
      mass: true,
      synonyms: ['fromage de chèvre', 'bûche de chèvre', 'crottin de chèvre'],
    },
    'chèvre frais': { days: 10, mass: true, parents: ['chevre'] },
    camembert: { days: 14 },
    brie: { days: 14 },
    roquefort: { days: 21, mass: true, synonyms: ['bleu', 'fromage bleu', 'gorgonzola'] },
    'fromage frais': {
      days: 14,
      mass: true,
      synonyms: ['fromage à tartiner', 'cream cheese', 'Philadelphia', 'St-Môret', 'carré frais'],
    },
    'cottage cheese': { days: 10, mass: true, synonyms: ['cottage'] },
    halloumi: { days: 30, mass: true },
    cheddar: { days: 60, mass: true },
    munster: { days: 14, mass: true },
    'fromage à raclette fumé': { days: 30, mass: true, parents: ['raclette'] },
    'gruyère râpé': { days: 21, mass: true, parents: ['gruyere', 'fromage-rape'] },
    'emmental râpé': { days: 21, mass: true, parents: ['emmental', 'fromage-rape'] },
    'parmesan râpé': { days: 21, mass: true, parents: ['parmesan', 'fromage-rape'] },
  },
);
