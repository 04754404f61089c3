import { byPack } from '../../buying/buying-rule';
import { defineIngredients } from '../define';

// Milk, cream, butter, yoghurts and eggs: the fridge's 'Produits Laitiers' shelf. Everything
// here is made of milk ('lait' covers cow's, goat's and ewe's milk, as allergy labels do); milk
// itself carries the 'dairy' flag. Plant drinks are elsewhere: 'lait de coco' is not milk.
export const CREMERIE = defineIngredients(
  {
    aisle: 'crèmerie',
    category: 'Produits Laitiers',
    contains: ['lait'],
    buy: byPack('pot', 125, '125 g'),
  },
  {
    lait: {
      days: 7,
      mass: true,
      flags: ['dairy'],
      synonyms: [
        'lait entier',
        'lait de vache',
        'lait demi-écrémé',
        'lait écrémé',
        'lait UHT',
        'lait de chèvre',
        'lait de brebis',
      ],
      buy: byPack('bouteille', 1000, '1 l'),
    },
    'lait concentré sucré': {
      days: 365,
      mass: true,
      parents: ['lait'],
      contains: ['sucre'],
      aisle: 'épicerie sucrée',
      buy: byPack('boîte', 397, '397 g'),
    },
    'lait en poudre': {
      days: 365,
      mass: true,
      parents: ['lait'],
      aisle: 'épicerie sucrée',
      buy: byPack('paquet', 400, '400 g'),
    },
    babeurre: {
      days: 7,
      mass: true,
      parents: ['lait'],
      synonyms: ['lait battu', 'lait ribot'],
      buy: byPack('brique', 500, '50 cl'),
    },
    crème: {
      days: 7,
      mass: true,
      synonyms: ['crème entière', 'crème liquide', 'crème fluide', 'crème à cuire'],
      buy: byPack('brique', 200, '20 cl'),
    },
    'crème fraîche': {
      days: 14,
      mass: true,
      parents: ['creme'],
      synonyms: ['crème épaisse', 'crème acidulée'],
      buy: byPack('pot', 200, '20 cl'),
    },
    'crème entière à fouetter': {
      days: 10,
      mass: true,
      parents: ['creme'],
      synonyms: ['crème à fouetter', 'crème fleurette', 'crème chantilly', 'chantilly'],
      buy: byPack('brique', 200, '20 cl'),
    },
    'double crème de la Gruyère': {
      days: 14,
      mass: true,
      parents: ['creme'],
      synonyms: ['double crème', 'crème double'],
      buy: byPack('pot', 250, '25 cl'),
    },
    'crème aigre': {
      days: 14,
      mass: true,
      parents: ['creme'],
      synonyms: ['sour cream'],
      buy: byPack('pot', 180, '180 g'),
    },
    'crème café': {
      days: 30,
      mass: true,
      parents: ['creme'],
      synonyms: ['crème à café'],
      buy: byPack('brique', 250, '25 cl', { unité: 12 }),
    },
    beurre: {
      days: 30,
      mass: true,
      staple: true,
      synonyms: ['beurre doux', 'beurre de cuisine'],
      buy: byPack('plaquette', 250, '250 g'),
    },
    'beurre demi-sel': {
      days: 30,
      mass: true,
      parents: ['beurre'],
      synonyms: ['beurre salé'],
      buy: byPack('plaquette', 250, '250 g'),
    },
    'beurre à rôtir': {
      days: 180,
      mass: true,
      parents: ['beurre'],
      synonyms: ['beurre clarifié', 'ghee'],
      buy: byPack('pot', 250, '250 g'),
    },
    yaourt: {
      days: 14,
      synonyms: ['yogourt', 'yoghourt', 'yaourt nature', 'yogourt nature'],
      buy: byPack('pot', 125, '125 g', { unité: 125 }),
    },
    'yaourt grec': {
      days: 14,
      parents: ['yaourt'],
      synonyms: ['yogourt grec'],
      buy: byPack('pot', 150, '150 g', { unité: 150 }),
    },
    'fromage blanc': {
      days: 10,
      mass: true,
      synonyms: ['faisselle'],
      buy: byPack('pot', 500, '500 g'),
    },
    séré: {
      days: 10,
      mass: true,
      synonyms: ['sérac', 'quark', 'séré maigre', 'séré demi-gras'],
      buy: byPack('pot', 250, '250 g'),
    },
    'petit-suisse': {
      days: 14,
      contains: ['creme'],
      buy: byPack('paquet', 360, '6', { unité: 60 }),
    },
    kéfir: { days: 14, mass: true, buy: byPack('bouteille', 500, '50 cl') },
  },
);

// Eggs share the dairy shelf in most fridges but are not dairy.
export const OEUFS = defineIngredients(
  {
    aisle: 'crèmerie',
    category: 'Produits Laitiers',
    buy: byPack('boîte', 330, '6', { unité: 55 }),
  },
  {
    œuf: { days: 21, flags: ['egg'], synonyms: ['œuf frais', 'œuf entier', 'œuf de poule'] },
    'jaune d’œuf': {
      days: 2,
      parents: ['oeuf'],
      plural: 'jaunes d’œufs',
      buy: { ...byPack('boîte', 330, '6', { unité: 55, g: 3, ml: 3 }), boughtAs: 'oeuf' },
    },
    'blanc d’œuf': {
      days: 3,
      parents: ['oeuf'],
      plural: 'blancs d’œufs',
      buy: {
        ...byPack('boîte', 330, '6', { unité: 55, g: 1.7, ml: 1.7 }),
        boughtAs: 'oeuf',
      },
    },
    'œuf de caille': {
      days: 21,
      parents: ['oeuf'],
      plural: 'œufs de caille',
      buy: byPack('boîte', 120, '12', { unité: 10 }),
    },
  },
);
