import { defineIngredients } from '../define';

// Frozen goods, counted in freezer days.
export const SURGELES = defineIngredients(
  { aisle: 'surgelés', category: 'Autre' },
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
    },
    'glace à la vanille': {
      // Ice creams are often custard-based.
      days: 180,
      mass: true,
      contains: ['lait', 'creme', 'sucre', 'vanille'],
      mayContain: ['jaune-d-oeuf'],
      synonyms: ['glace', 'crème glacée', 'glace vanille'],
    },
    sorbet: { days: 180, contains: ['sucre'], synonyms: ['sorbet citron', 'sorbet framboise'] },
    'poisson pané': {
      days: 240,
      parents: ['poisson'],
      contains: ['chapelure'],
      synonyms: ['bâtonnet de poisson', 'fish stick', 'bâtonnet de poisson pané'],
    },
    'pizza surgelée': {
      // Toppings unspecified: ham is common.
      days: 240,
      contains: ['pate-a-pizza', 'tomate', 'mozzarella'],
      mayContain: ['jambon'],
      synonyms: ['pizza'],
    },
    'herbes surgelées': {
      days: 240,
      mass: true,
      plural: 'herbes surgelées',
      synonyms: ['fines herbes', 'mélange d’herbes'],
    },
    glaçon: { days: 3650, synonyms: ['glace pilée', 'cube de glace'] },
    'crevettes surgelées': {
      days: 240,
      mass: true,
      plural: 'crevettes surgelées',
      parents: ['crevette'],
      mayContain: ['sulfite'],
    },
    'feuilleté apéritif': {
      days: 240,
      contains: ['pate-feuilletee', 'fromage'],
      synonyms: ['mini-feuilleté', 'feuilleté au fromage'],
    },
  },
);
