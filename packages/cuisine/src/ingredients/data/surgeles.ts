import { byPack, byPiece } from '../../buying/buying-rule';
import { defineIngredients } from '../define';

// Frozen goods, counted in freezer days.
export const SURGELES = defineIngredients(
  { aisle: 'surgelés', category: 'Autre', buy: byPack('paquet', 750, '750 g') },
  {
    'légumes surgelés': {
      days: 240,
      mass: true,
      plural: 'légumes surgelés',
      synonyms: ['mélange de légumes surgelés', 'jardinière de légumes'],
    },
    'épinards surgelés': {
      days: 240,
      mass: true,
      plural: 'épinards surgelés',
      parents: ['epinard'],
      synonyms: ['épinards hachés surgelés'],
    },
    'petits pois surgelés': {
      days: 240,
      mass: true,
      plural: 'petits pois surgelés',
      parents: ['petit-pois'],
    },
    'haricots verts surgelés': {
      days: 240,
      mass: true,
      plural: 'haricots verts surgelés',
      parents: ['haricot-vert'],
    },
    'fruits rouges surgelés': {
      days: 240,
      mass: true,
      plural: 'fruits rouges surgelés',
      mayContain: ['fraise', 'framboise', 'myrtille', 'mure', 'groseille', 'cassis'],
      synonyms: ['fruits rouges', 'mélange de baies', 'baies surgelées'],
      buy: byPack('paquet', 500, '500 g'),
    },
    'frites surgelées': {
      days: 240,
      mass: true,
      contains: ['pomme-de-terre'],
      plural: 'frites surgelées',
      synonyms: ['frites', 'frite'],
    },
    rösti: {
      days: 240,
      mass: true,
      contains: ['pomme-de-terre'],
      plural: 'rösti',
      synonyms: ['röstis', 'galette de rösti', 'rösti prêts à cuire'],
      category: 'Autre',
      buy: byPack('paquet', 500, '500 g'),
    },
    'glace à la vanille': {
      // Ice creams are often custard-based.
      days: 180,
      mass: true,
      contains: ['lait', 'creme', 'sucre', 'vanille'],
      mayContain: ['jaune-d-oeuf'],
      synonyms: ['glace', 'crème glacée', 'glace vanille'],
      buy: byPack('boîte', 1000, '1 l', { boule: 60 }),
    },
    sorbet: {
      days: 180,
      contains: ['sucre'],
      synonyms: ['sorbet citron', 'sorbet framboise'],
      buy: byPack('boîte', 500, '50 cl', { boule: 60 }),
    },
    'poisson pané': {
      days: 240,
      parents: ['poisson'],
      contains: ['chapelure'],
      synonyms: ['bâtonnet de poisson', 'fish stick', 'bâtonnet de poisson pané'],
      buy: byPack('paquet', 450, '450 g', { unité: 30 }),
    },
    'pizza surgelée': {
      // Toppings unspecified: ham is common.
      days: 240,
      contains: ['pate-a-pizza', 'tomate', 'mozzarella'],
      mayContain: ['jambon'],
      synonyms: ['pizza'],
      buy: byPiece(350),
    },
    'herbes surgelées': {
      days: 240,
      mass: true,
      plural: 'herbes surgelées',
      synonyms: ['fines herbes', 'mélange d’herbes'],
      buy: byPack('sachet', 75, '75 g', { càs: 4, càc: 1.5 }),
    },
    glaçon: {
      days: 3650,
      synonyms: ['glace pilée', 'cube de glace'],
      buy: byPack('sachet', 2000, '2 kg', { unité: 25 }),
    },
    'crevettes surgelées': {
      days: 240,
      mass: true,
      plural: 'crevettes surgelées',
      parents: ['crevette'],
      mayContain: ['sulfite'],
      buy: byPack('paquet', 400, '400 g', { unité: 15 }),
    },
    'feuilleté apéritif': {
      days: 240,
      contains: ['pate-feuilletee', 'fromage'],
      synonyms: ['mini-feuilleté', 'feuilleté au fromage'],
      buy: byPack('paquet', 250, '250 g', { unité: 10 }),
    },
  },
);
