import { byPack } from '../../buying/buying-rule';
import { defineIngredients } from '../define';

// Plant-based alternatives: stored with dairy or in the fridge, but free of animal products.
export const ALTERNATIVES_VEGETALES = defineIngredients(
  { aisle: 'crèmerie', category: 'Autre', buy: byPack('paquet', 250, '250 g') },
  {
    tofu: {
      days: 14,
      contains: ['soja'],
      synonyms: ['tofu nature', 'tofu ferme'],
      buy: byPack('paquet', 250, '250 g'),
    },
    'tofu fumé': { days: 14, parents: ['tofu'], buy: byPack('paquet', 200, '200 g') },
    'tofu soyeux': { days: 30, parents: ['tofu'], buy: byPack('paquet', 300, '300 g') },
    tempeh: { days: 14, contains: ['soja'], buy: byPack('paquet', 200, '200 g') },
    // Wheat gluten itself.
    seitan: { days: 14, contains: ['ble'], buy: byPack('paquet', 250, '250 g') },
    'lait de soja': {
      days: 7,
      mass: true,
      category: 'Boissons',
      contains: ['soja'],
      synonyms: ['boisson au soja', 'boisson soja'],
      buy: byPack('brique', 1000, '1 l'),
    },
    'lait d’amande': {
      days: 7,
      mass: true,
      category: 'Boissons',
      contains: ['amande'],
      synonyms: ['boisson à l’amande'],
      buy: byPack('brique', 1000, '1 l'),
    },
    'lait d’avoine': {
      // Oats: treated as gluten (see 'avoine').
      days: 7,
      mass: true,
      category: 'Boissons',
      contains: ['avoine'],
      synonyms: ['boisson à l’avoine', 'boisson avoine'],
      buy: byPack('brique', 1000, '1 l'),
    },
    'lait de riz': {
      days: 7,
      mass: true,
      category: 'Boissons',
      contains: ['riz'],
      synonyms: ['boisson au riz'],
      buy: byPack('brique', 1000, '1 l'),
    },
    'crème de soja': {
      days: 30,
      mass: true,
      contains: ['soja'],
      synonyms: ['crème végétale', 'crème soja'],
      buy: byPack('brique', 200, '20 cl'),
    },
    'yaourt de soja': {
      days: 14,
      contains: ['soja'],
      synonyms: ['yaourt végétal', 'yogourt de soja'],
      buy: byPack('pot', 125, '125 g', { unité: 125 }),
    },
    margarine: {
      days: 60,
      mass: true,
      synonyms: ['margarine végétale'],
      buy: byPack('pot', 250, '250 g'),
    },
  },
);
