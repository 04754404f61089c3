import { defineIngredients } from '../define';

// Plant-based alternatives: stored with dairy or in the fridge, but free of animal products.
export const ALTERNATIVES_VEGETALES = defineIngredients(
  { aisle: 'crèmerie', category: 'Autre' },
  {
    tofu: { days: 14, contains: ['soja'], synonyms: ['tofu nature', 'tofu ferme'] },
    'tofu fumé': { days: 14, parents: ['tofu'] },
    'tofu soyeux': { days: 30, parents: ['tofu'] },
    tempeh: { days: 14, contains: ['soja'] },
    // Wheat gluten itself.
    seitan: { days: 14, contains: ['ble'] },
    'lait de soja': {
      days: 7,
      mass: true,
      category: 'Boissons',
      contains: ['soja'],
      synonyms: ['boisson au soja', 'boisson soja'],
    },
    'lait d’amande': {
      days: 7,
      mass: true,
      category: 'Boissons',
      contains: ['amande'],
      synonyms: ['boisson à l’amande'],
    },
    'lait d’avoine': {
      // Oats: treated as gluten (see 'avoine').
      days: 7,
      mass: true,
      category: 'Boissons',
      contains: ['avoine'],
      synonyms: ['boisson à l’avoine', 'boisson avoine'],
    },
    'lait de riz': {
      days: 7,
      mass: true,
      category: 'Boissons',
      contains: ['riz'],
      synonyms: ['boisson au riz'],
    },
    'crème de soja': {
      days: 30,
      mass: true,
      contains: ['soja'],
      synonyms: ['crème végétale', 'crème soja'],
    },
    'yaourt de soja': {
      days: 14,
      contains: ['soja'],
      synonyms: ['yaourt végétal', 'yogourt de soja'],
    },
    margarine: { days: 60, mass: true, synonyms: ['margarine végétale'] },
  },
);
