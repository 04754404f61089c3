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
      synonyms: ['fruits rouges', 'mélange de baies', 'baies surgelées'],
    },
    'frites surgelées': {
      days: 240,
      mass: true,
      plural: 'frites surgelées',
      synonyms: ['frites', 'frite'],
    },
    rösti: {
      days: 240,
      mass: true,
      plural: 'rösti',
      synonyms: ['röstis', 'galette de rösti', 'rösti prêts à cuire'],
      category: 'Autre',
    },
    'glace à la vanille': {
      days: 180,
      mass: true,
      flags: ['dairy', 'egg'],
      synonyms: ['glace', 'crème glacée', 'glace vanille'],
    },
    sorbet: { days: 180, synonyms: ['sorbet citron', 'sorbet framboise'] },
    'poisson pané': {
      days: 240,
      flags: ['fish', 'gluten'],
      parents: ['poisson'],
      synonyms: ['bâtonnet de poisson', 'fish stick', 'bâtonnet de poisson pané'],
    },
    'pizza surgelée': { days: 240, flags: ['gluten', 'dairy'], synonyms: ['pizza'] },
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
      flags: ['shellfish'],
      parents: ['crevette'],
    },
    'feuilleté apéritif': {
      days: 240,
      flags: ['gluten', 'dairy'],
      synonyms: ['mini-feuilleté', 'feuilleté au fromage'],
    },
  },
);
