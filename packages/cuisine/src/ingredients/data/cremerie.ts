import { defineIngredients } from '../define';

// Milk, cream, butter, yoghurts and eggs: the fridge's 'Produits Laitiers' shelf. Everything
// here is made of milk ('lait' covers cow's, goat's and ewe's milk, as allergy labels do); milk
// itself carries the 'dairy' flag. Plant drinks are elsewhere: 'lait de coco' is not milk.
export const CREMERIE = defineIngredients(
  { aisle: 'crèmerie', category: 'Produits Laitiers', contains: ['lait'] },
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
    },
    'lait concentré sucré': {
      days: 365,
      mass: true,
      parents: ['lait'],
      contains: ['sucre'],
      aisle: 'épicerie sucrée',
    },
    'lait en poudre': { days: 365, mass: true, parents: ['lait'], aisle: 'épicerie sucrée' },
    babeurre: { days: 7, mass: true, parents: ['lait'], synonyms: ['lait battu', 'lait ribot'] },
    crème: {
      days: 7,
      mass: true,
      synonyms: ['crème entière', 'crème liquide', 'crème fluide', 'crème à cuire'],
    },
    'crème fraîche': {
      days: 14,
      mass: true,
      parents: ['creme'],
      synonyms: ['crème épaisse', 'crème acidulée'],
    },
    'crème entière à fouetter': {
      days: 10,
      mass: true,
      parents: ['creme'],
      synonyms: ['crème à fouetter', 'crème fleurette', 'crème chantilly', 'chantilly'],
    },
    'double crème de la Gruyère': {
      days: 14,
      mass: true,
      parents: ['creme'],
      synonyms: ['double crème', 'crème double'],
    },
    'crème aigre': { days: 14, mass: true, parents: ['creme'], synonyms: ['sour cream'] },
    'crème café': { days: 30, mass: true, parents: ['creme'], synonyms: ['crème à café'] },
    beurre: { days: 30, mass: true, staple: true, synonyms: ['beurre doux', 'beurre de cuisine'] },
    'beurre demi-sel': { days: 30, mass: true, parents: ['beurre'], synonyms: ['beurre salé'] },
    'beurre à rôtir': {
      days: 180,
      mass: true,
      parents: ['beurre'],
      synonyms: ['beurre clarifié', 'ghee'],
    },
    yaourt: { days: 14, synonyms: ['yogourt', 'yoghourt', 'yaourt nature', 'yogourt nature'] },
    'yaourt grec': { days: 14, parents: ['yaourt'], synonyms: ['yogourt grec'] },
    'fromage blanc': { days: 10, mass: true, synonyms: ['faisselle'] },
    séré: { days: 10, mass: true, synonyms: ['sérac', 'quark', 'séré maigre', 'séré demi-gras'] },
    'petit-suisse': { days: 14, contains: ['creme'] },
    kéfir: { days: 14, mass: true },
  },
);

// Eggs share the dairy shelf in most fridges but are not dairy.
export const OEUFS = defineIngredients(
  { aisle: 'crèmerie', category: 'Produits Laitiers' },
  {
    œuf: { days: 21, flags: ['egg'], synonyms: ['œuf frais', 'œuf entier', 'œuf de poule'] },
    'jaune d’œuf': { days: 2, parents: ['oeuf'], plural: 'jaunes d’œufs' },
    'blanc d’œuf': { days: 3, parents: ['oeuf'], plural: 'blancs d’œufs' },
    'œuf de caille': { days: 21, parents: ['oeuf'], plural: 'œufs de caille' },
  },
);
