import { defineIngredients } from '../define';

// Breads and doughs. Wheat, spelt, rye and barley all carry gluten.
export const BOULANGERIE = defineIngredients(
  { aisle: 'boulangerie', category: 'Épicerie', flags: ['gluten'] },
  {
    pain: { days: 3, synonyms: ['pain blanc', 'pain mi-blanc', 'miche', 'pain de campagne', 'pain bis', 'pain rassis'] },
    baguette: { days: 1, parents: ['pain'] },
    'pain complet': { days: 4, parents: ['pain'], synonyms: ['pain aux céréales', 'pain de seigle', 'pain noir'] },
    'pain de mie': { days: 7, parents: ['pain'], synonyms: ['pain toast', 'toast'] },
    'tresse': { days: 3, parents: ['pain'], flags: ['dairy', 'egg'], synonyms: ['tresse au beurre', 'zopf', 'taillaule'] },
    'croissant': { days: 2, flags: ['dairy', 'egg'] },
    'pain burger': { days: 5, parents: ['pain'], synonyms: ['pain à hamburger', 'bun'] },
    'pain pita': { days: 5, parents: ['pain'], synonyms: ['pita'] },
    'tortilla de blé': { days: 14, parents: ['pain'], synonyms: ['tortilla', 'wrap', 'galette de blé'] },
    'pain d’épices': { days: 21, flags: ['animalDerived'], synonyms: ['biber', 'leckerli'] },
    brioche: { days: 4, flags: ['dairy', 'egg'] },
    'pâte feuilletée': { days: 14, mass: true, category: 'Produits Laitiers', aisle: 'crèmerie', flags: ['dairy'], synonyms: ['pâte feuilletée au beurre'] },
    'pâte brisée': { days: 14, mass: true, category: 'Produits Laitiers', aisle: 'crèmerie', flags: ['dairy'], synonyms: ['pâte à gâteau', 'pâte à tarte'] },
    'pâte sablée': { days: 14, mass: true, category: 'Produits Laitiers', aisle: 'crèmerie', flags: ['dairy', 'egg'] },
    'pâte à pizza': { days: 7, mass: true, category: 'Produits Laitiers', aisle: 'crèmerie' },
    'pâte à pain': { days: 2, mass: true, category: 'Produits Laitiers', aisle: 'crèmerie', synonyms: ['pâte à tresse'] },
    'pâte filo': { days: 30, mass: true, category: 'Produits Laitiers', aisle: 'crèmerie', synonyms: ['feuille de brick', 'pâte phyllo'] },
    chapelure: { days: 180, mass: true, aisle: 'épicerie salée', synonyms: ['panure', 'panko'] },
    'croûton': { days: 60, aisle: 'épicerie salée' },
    'biscotte': { days: 180, aisle: 'épicerie salée' },
    'cracker': { days: 180, aisle: 'épicerie salée', synonyms: ['biscuit apéritif', 'crackers salés'] },
    'gressin': { days: 180, aisle: 'épicerie salée', synonyms: ['grissini'] },
    'bretzel': { days: 3, synonyms: ['pain bretzel', 'sticks bretzel'] },
  },
);
