import { byPack, byPiece, byWeight } from '../../buying/buying-rule';
import { defineIngredients } from '../define';

// Cheeses, Swiss ones first. All made of milk, all kinds of 'fromage'. Hard and ripened cheeses
// whose designation requires calf or lamb rennet (gruyère, comté, parmesan, pecorino…) contain
// 'présure animale', which vegetarians and kashrut exclude; those usually but not always made
// with it may contain it. Fresh and brined cheeses (mozzarella, feta, ricotta, fromage frais…)
// are mostly set with microbial coagulant or acid and are not marked.
export const FROMAGES = defineIngredients(
  {
    aisle: 'fromagerie',
    category: 'Produits Laitiers',
    contains: ['lait'],
    parents: ['fromage'],
    buy: byWeight(250),
  },
  {
    fromage: {
      // Cheese unspecified: a household buying it may pick one made with animal rennet.
      days: 21,
      mix: true,
      mayContain: ['presure-animale'],
      synonyms: ['fromage à pâte dure', 'fromage à pâte mi-dure'],
      buy: byWeight(200),
    },
    'fromage râpé': {
      // Ready-grated cheese is mostly emmental or gruyère.
      days: 21,
      mass: true,
      mix: true,
      mayContain: ['presure-animale'],
      synonyms: ['fromage à gratin', 'mélange de fromages râpés'],
      buy: byPack('sachet', 200, '200 g'),
    },
    gruyère: {
      days: 60,
      mass: true,
      contains: ['presure-animale'],
      synonyms: ['Gruyère AOP', 'gruyère salé', 'gruyère doux'],
      buy: byWeight(250),
    },
    'vacherin fribourgeois': {
      days: 30,
      mass: true,
      contains: ['presure-animale'],
      buy: byWeight(250),
    },
    'vacherin Mont-d’Or': {
      days: 21,
      contains: ['presure-animale'],
      synonyms: ['Mont-d’Or', 'vacherin'],
      buy: byPiece(500),
    },
    emmental: {
      days: 60,
      mass: true,
      contains: ['presure-animale'],
      synonyms: ['emmenthal'],
      buy: byWeight(250),
    },
    appenzeller: { days: 45, mass: true, contains: ['presure-animale'], buy: byWeight(250) },
    'tête de moine': {
      days: 30,
      mass: true,
      plural: 'têtes de moine',
      contains: ['presure-animale'],
      buy: byWeight(850),
    },
    sbrinz: { days: 90, mass: true, contains: ['presure-animale'], buy: byWeight(250) },
    raclette: {
      days: 30,
      mass: true,
      mayContain: ['presure-animale'],
      synonyms: ['fromage à raclette', 'raclette du Valais'],
      buy: byWeight(200),
    },
    'fondue moitié-moitié': {
      days: 30,
      mass: true,
      contains: ['gruyere', 'vacherin-fribourgeois'],
      synonyms: ['mélange à fondue', 'fondue', 'fromage à fondue'],
      buy: byWeight(200),
    },
    'tomme vaudoise': {
      days: 14,
      mayContain: ['presure-animale'],
      synonyms: ['tomme'],
      buy: byPiece(100),
    },
    'l’Etivaz': {
      days: 60,
      mass: true,
      contains: ['presure-animale'],
      synonyms: ['etivaz'],
      buy: byWeight(250),
    },
    Tilsit: {
      days: 45,
      mass: true,
      mayContain: ['presure-animale'],
      synonyms: ['tilsiter'],
      buy: byWeight(250),
    },
    reblochon: { days: 21, contains: ['presure-animale'], buy: byPiece(450) },
    comté: { days: 60, mass: true, contains: ['presure-animale'], buy: byWeight(250) },
    beaufort: { days: 60, mass: true, contains: ['presure-animale'], buy: byWeight(250) },
    parmesan: {
      days: 90,
      mass: true,
      contains: ['presure-animale'],
      synonyms: ['parmigiano', 'parmigiano reggiano'],
      buy: byWeight(250),
    },
    'grana padano': {
      // Besides calf rennet, Grana Padano is protected with lysozyme taken from egg white.
      days: 90,
      mass: true,
      contains: ['presure-animale', 'blanc-d-oeuf'],
      buy: byWeight(250),
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
      buy: byWeight(250),
    },
    pecorino: { days: 90, mass: true, contains: ['presure-animale'], buy: byWeight(250) },
    mozzarella: {
      days: 7,
      synonyms: ['mozzarella di bufala', 'boule de mozzarella'],
      buy: byPack('boule', 125, '125 g'),
    },
    burrata: { days: 4, buy: byPack('boule', 125, '125 g') },
    ricotta: { days: 7, mass: true, buy: byPack('pot', 250, '250 g') },
    mascarpone: { days: 10, mass: true, buy: byPack('pot', 250, '250 g') },
    feta: {
      days: 14,
      mass: true,
      synonyms: ['féta'],
      buy: byPack('paquet', 200, '200 g'),
    },
    chèvre: {
      days: 14,
      mass: true,
      mayContain: ['presure-animale'],
      synonyms: ['fromage de chèvre', 'bûche de chèvre', 'crottin de chèvre'],
      buy: byWeight(150),
    },
    'chèvre frais': { days: 10, mass: true, parents: ['chevre'], buy: byPack('pot', 150, '150 g') },
    camembert: { days: 14, mayContain: ['presure-animale'], buy: byPiece(250) },
    brie: { days: 14, mayContain: ['presure-animale'], buy: byWeight(250) },
    roquefort: {
      days: 21,
      mass: true,
      contains: ['presure-animale'],
      synonyms: ['bleu', 'fromage bleu', 'gorgonzola'],
      buy: byWeight(150),
    },
    'fromage frais': {
      days: 14,
      mass: true,
      synonyms: ['fromage à tartiner', 'cream cheese', 'Philadelphia', 'St-Môret', 'carré frais'],
      buy: byPack('pot', 150, '150 g'),
    },
    'cottage cheese': {
      days: 10,
      mass: true,
      synonyms: ['cottage'],
      buy: byPack('pot', 200, '200 g'),
    },
    halloumi: { days: 30, mass: true, buy: byPack('paquet', 200, '200 g') },
    cheddar: { days: 60, mass: true, mayContain: ['presure-animale'], buy: byWeight(250) },
    munster: { days: 14, mass: true, contains: ['presure-animale'], buy: byWeight(200) },
    'fromage à raclette fumé': { days: 30, mass: true, parents: ['raclette'], buy: byWeight(200) },
    'gruyère râpé': {
      days: 21,
      mass: true,
      parents: ['gruyere', 'fromage-rape'],
      buy: byPack('sachet', 120, '120 g'),
    },
    'emmental râpé': {
      days: 21,
      mass: true,
      parents: ['emmental', 'fromage-rape'],
      buy: byPack('sachet', 200, '200 g'),
    },
    'parmesan râpé': {
      days: 21,
      mass: true,
      parents: ['parmesan', 'fromage-rape'],
      buy: byPack('sachet', 100, '100 g'),
    },
  },
);

// Calf or lamb stomach enzyme that curdles most traditional cheeses: what a cheese is made with,
// not a cheese, hence its own group.
export const PRESURE = defineIngredients(
  { aisle: 'fromagerie', category: 'Produits Laitiers', buy: byPack('bouteille', 100, '10 cl') },
  {
    'présure animale': {
      days: 365,
      mass: true,
      flags: ['animalRennet', 'animalDerived'],
      synonyms: ['présure', 'présure de veau', 'présure d’agneau'],
    },
  },
);
