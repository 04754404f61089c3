import { byPack, byPiece } from '../../buying/buying-rule';
import { defineIngredients } from '../define';

// Not food, but shopping lists carry them: kitchen supplies, cleaning and hygiene products.
export const MAISON = defineIngredients(
  { aisle: 'entretien', category: 'Autre', buy: byPiece(100) },
  {
    'papier cuisson': {
      days: 3650,
      mass: true,
      staple: true,
      synonyms: ['papier sulfurisé'],
      buy: byPack('rouleau', 100, undefined, { feuille: 5 }),
    },
    'papier aluminium': {
      days: 3650,
      mass: true,
      synonyms: ['aluminium', 'papier alu'],
      buy: byPack('rouleau', 100, undefined, { feuille: 5 }),
    },
    'film alimentaire': {
      days: 3650,
      mass: true,
      synonyms: ['film étirable', 'cellophane'],
      buy: byPack('rouleau', 100, undefined, { feuille: 5 }),
    },
    'sac de congélation': {
      days: 3650,
      plural: 'sacs de congélation',
      buy: byPack('paquet', 20, '20', { unité: 1 }),
    },
    'essuie-tout': {
      days: 3650,
      plural: 'essuie-tout',
      synonyms: ['papier ménage', 'sopalin'],
      buy: byPack('paquet', 4, '4 rouleaux', { unité: 1, rouleau: 1 }),
    },
    'liquide vaisselle': {
      days: 3650,
      mass: true,
      synonyms: ['produit vaisselle'],
      buy: byPack('bouteille', 500, '50 cl'),
    },
    'pastille lave-vaisselle': {
      plural: 'pastilles lave-vaisselle',
      days: 3650,
      synonyms: ['tablette lave-vaisselle'],
      buy: byPack('boîte', 30, '30', { unité: 1 }),
    },
    éponge: { days: 30, buy: byPack('paquet', 3, '3', { unité: 1 }) },
    'sac poubelle': {
      days: 3650,
      plural: 'sacs poubelle',
      buy: byPack('paquet', 20, '20', { unité: 1 }),
    },
    lessive: { days: 3650, mass: true, buy: byPack('bouteille', 1500, '1,5 l') },
    'papier toilette': {
      days: 3650,
      mass: true,
      aisle: 'hygiène',
      synonyms: ['papier WC', 'papier hygiénique'],
      buy: byPack('paquet', 8, '8 rouleaux', { unité: 1, rouleau: 1 }),
    },
    savon: { days: 3650, aisle: 'hygiène', synonyms: ['savon pour les mains'], buy: byPiece(100) },
    dentifrice: { days: 730, mass: true, aisle: 'hygiène', buy: byPack('tube', 75, '75 ml') },
    shampooing: {
      days: 730,
      aisle: 'hygiène',
      synonyms: ['shampoing'],
      buy: byPiece(250),
    },
    'gel douche': { days: 730, aisle: 'hygiène', plural: 'gels douche', buy: byPiece(250) },
    mouchoir: {
      days: 3650,
      aisle: 'hygiène',
      synonyms: ['mouchoir en papier'],
      buy: byPack('boîte', 100, '100', { unité: 1 }),
    },
  },
);
