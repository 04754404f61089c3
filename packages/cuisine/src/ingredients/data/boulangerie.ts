import { defineIngredients } from '../define';

// Breads and doughs, all made with wheat flour (gluten comes from the blé they contain).
export const BOULANGERIE = defineIngredients(
  { aisle: 'boulangerie', category: 'Épicerie', contains: ['ble'] },
  {
    pain: {
      days: 3,
      synonyms: [
        'pain blanc',
        'pain mi-blanc',
        'miche',
        'pain de campagne',
        'pain bis',
        'pain rassis',
      ],
    },
    baguette: { days: 1, parents: ['pain'] },
    'pain complet': {
      // Often partly rye ('pain de seigle', 'pain noir').
      days: 4,
      parents: ['pain'],
      mayContain: ['seigle'],
      synonyms: ['pain aux céréales', 'pain de seigle', 'pain noir'],
    },
    'pain de mie': {
      days: 7,
      parents: ['pain'],
      mayContain: ['lait'],
      synonyms: ['pain toast', 'toast'],
    },
    tresse: {
      days: 3,
      parents: ['pain'],
      contains: ['beurre', 'lait', 'oeuf'],
      synonyms: ['tresse au beurre', 'zopf', 'taillaule'],
    },
    croissant: { days: 2, contains: ['beurre', 'lait'], mayContain: ['oeuf'] },
    'pain burger': {
      days: 5,
      parents: ['pain'],
      mayContain: ['sesame', 'lait', 'oeuf'],
      synonyms: ['pain à hamburger', 'bun'],
    },
    'pain pita': { days: 5, parents: ['pain'], synonyms: ['pita'] },
    'tortilla de blé': {
      days: 14,
      parents: ['pain'],
      synonyms: ['tortilla', 'wrap', 'galette de blé'],
    },
    'pain d’épices': {
      days: 21,
      contains: ['miel'],
      mayContain: ['seigle', 'lait', 'oeuf'],
    },
    // Appenzell biber: gingerbread filled with almond paste.
    biber: { days: 30, contains: ['miel', 'pate-d-amande'] },
    // Basel läckerli: honey, almonds, hazelnuts, candied peel and kirsch.
    leckerli: {
      days: 60,
      contains: ['miel', 'amande', 'noisette', 'ecorce-d-orange-confite', 'kirsch'],
      synonyms: ['läckerli'],
    },
    brioche: { days: 4, contains: ['oeuf', 'beurre', 'lait', 'sucre'] },
    'pâte feuilletée': {
      days: 14,
      mass: true,
      category: 'Autre',
      aisle: 'crèmerie',
      contains: ['beurre'],
      synonyms: ['pâte feuilletée au beurre'],
    },
    'pâte brisée': {
      days: 14,
      mass: true,
      category: 'Autre',
      aisle: 'crèmerie',
      contains: ['beurre'],
      synonyms: ['pâte à gâteau', 'pâte à tarte'],
    },
    'pâte sablée': {
      days: 14,
      mass: true,
      category: 'Autre',
      aisle: 'crèmerie',
      contains: ['beurre', 'oeuf', 'sucre'],
    },
    'pâte à pizza': { days: 7, mass: true, category: 'Autre', aisle: 'crèmerie' },
    'pâte à pain': {
      days: 2,
      mass: true,
      category: 'Autre',
      aisle: 'crèmerie',
      synonyms: ['pâte à tresse'],
    },
    'pâte filo': {
      days: 30,
      mass: true,
      category: 'Autre',
      aisle: 'crèmerie',
      synonyms: ['feuille de brick', 'pâte phyllo'],
    },
    chapelure: {
      days: 180,
      mass: true,
      aisle: 'épicerie salée',
      contains: ['pain'],
      synonyms: ['panure', 'panko'],
    },
    croûton: { days: 60, aisle: 'épicerie salée', contains: ['pain'] },
    biscotte: { days: 180, aisle: 'épicerie salée' },
    cracker: {
      days: 180,
      aisle: 'épicerie salée',
      synonyms: ['biscuit apéritif', 'crackers salés'],
    },
    gressin: { days: 180, aisle: 'épicerie salée', synonyms: ['grissini'] },
    bretzel: { days: 3, synonyms: ['pain bretzel', 'sticks bretzel'] },
  },
);
