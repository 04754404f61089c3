import { defineIngredients } from '../define';

// Plant-based alternatives: stored with dairy or in the fridge, but free of animal products.
export const ALTERNATIVES_VEGETALES = defineIngredients(
  { aisle: 'crèmerie', category: 'Autre' },
  {
    tofu: { days: 14, synonyms: ['tofu nature', 'tofu ferme'] },
    'tofu fumé': { days: 14, parents: ['tofu'] },
    'tofu soyeux': { days: 30, parents: ['tofu'] },
    tempeh: { days: 14 },
    seitan: { days: 14, flags: ['gluten'] },
    'lait de soja': {
      days: 7,
      mass: true,
      category: 'Boissons',
      synonyms: ['boisson au soja', 'boisson soja'],
    },
    'lait d’amande': {
      days: 7,
      mass: true,
      category: 'Boissons',
      flags: ['treeNut'],
      synonyms: ['boisson à l’amande'],
    },
    'lait d’avoine': {
      // Oats: treated as gluten (see 'flocons d’avoine').
      days: 7,
      mass: true,
      category: 'Boissons',
      flags: ['gluten'],
      synonyms: ['boisson à l’avoine', 'boisson avoine'],
    },
    'lait de riz': { days: 7, mass: true, category: 'Boissons', synonyms: ['boisson au riz'] },
    'crème de soja': { days: 30, mass: true, synonyms: ['crème végétale', 'crème soja'] },
    'yaourt de soja': { days: 14, synonyms: ['yaourt végétal', 'yogourt de soja'] },
    margarine: { days: 60, mass: true, synonyms: ['margarine végétale'] },
  },
);
