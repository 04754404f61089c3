import { defineIngredients } from '../define';

// Not food, but shopping lists carry them: kitchen supplies, cleaning and hygiene products.
export const MAISON = defineIngredients(
  { aisle: 'entretien', category: 'Autre' },
  {
    'papier cuisson': { days: 3650, mass: true, staple: true, synonyms: ['papier sulfurisé'] },
    'papier aluminium': { days: 3650, mass: true, synonyms: ['aluminium', 'papier alu'] },
    'film alimentaire': { days: 3650, mass: true, synonyms: ['film étirable', 'cellophane'] },
    'sac de congélation': { days: 3650, plural: 'sacs de congélation' },
    'essuie-tout': { days: 3650, plural: 'essuie-tout', synonyms: ['papier ménage', 'sopalin'] },
    'liquide vaisselle': { days: 3650, mass: true, synonyms: ['produit vaisselle'] },
    'pastille lave-vaisselle': { days: 3650, synonyms: ['tablette lave-vaisselle'] },
    éponge: { days: 30 },
    'sac poubelle': { days: 3650, plural: 'sacs poubelle' },
    lessive: { days: 3650, mass: true },
    'papier toilette': {
      days: 3650,
      mass: true,
      aisle: 'hygiène',
      synonyms: ['papier WC', 'papier hygiénique'],
    },
    savon: { days: 3650, aisle: 'hygiène', synonyms: ['savon pour les mains'] },
    dentifrice: { days: 730, mass: true, aisle: 'hygiène' },
    shampooing: { days: 730, aisle: 'hygiène', synonyms: ['shampoing'] },
    'gel douche': { days: 730, aisle: 'hygiène' },
    mouchoir: { days: 3650, aisle: 'hygiène', synonyms: ['mouchoir en papier'] },
  },
);
