import { defineIngredients } from '../define';

// Pork and cured meats, all kinds of 'porc' (itself a kind of viande), so that avoiding 'porc'
// also avoids lardons, jambon, cervelas…
export const CHARCUTERIE = defineIngredients(
  { aisle: 'charcuterie', category: 'Viandes et Poissons', parents: ['porc'] },
  {
    porc: {
      days: 3,
      mass: true,
      aisle: 'boucherie',
      flags: ['pork'],
      parents: ['viande'],
      synonyms: ['viande de porc', 'cochon'],
    },
    'côte de porc': { days: 3, aisle: 'boucherie', synonyms: ['côtelette de porc'] },
    'filet mignon de porc': { days: 3, aisle: 'boucherie', synonyms: ['filet mignon'] },
    'rôti de porc': { days: 3, aisle: 'boucherie' },
    'échine de porc': { days: 3, aisle: 'boucherie', synonyms: ['échine', 'épaule de porc'] },
    'travers de porc': {
      days: 3,
      aisle: 'boucherie',
      plural: 'travers de porc',
      synonyms: ['ribs', 'spare ribs'],
    },
    'porc haché': {
      days: 1,
      mass: true,
      aisle: 'boucherie',
      parents: ['viande-hachee'],
      synonyms: ['chair à saucisse'],
    },
    'viande hachée mixte': {
      days: 1,
      mass: true,
      aisle: 'boucherie',
      parents: ['viande-hachee', 'boeuf'],
      synonyms: ['haché mixte', 'hachis mixte'],
    },
    lard: {
      days: 30,
      mass: true,
      synonyms: ['lard fumé', 'lard paysan', 'bacon', 'poitrine fumée'],
    },
    lardon: { days: 14, parents: ['lard'], synonyms: ['lardon fumé', 'dés de lard'] },
    jambon: { days: 5, synonyms: ['jambon blanc', 'jambon cuit', 'jambon de Paris'] },
    'jambon cru': {
      days: 14,
      parents: ['jambon'],
      synonyms: ['jambon de Parme', 'jambon de Bayonne', 'jambon serrano', 'prosciutto'],
    },
    'jambon à l’os': { days: 5, parents: ['jambon'] },
    saucisse: { days: 4, synonyms: ['saucisse de porc', 'chipolata', 'saucisse de Toulouse'] },
    'saucisse de veau': {
      // St-Gall veal sausage: veal plus pork fat and milk, per the traditional recipe.
      days: 4,
      contains: ['lait'],
      parents: ['saucisse', 'veau'],
      synonyms: ['saucisse à rôtir', 'St-Galler', 'saucisse de veau de Saint-Gall', 'bratwurst'],
    },
    cervelas: {
      // Beef and pork with pork rind: the national sausage.
      days: 7,
      plural: 'cervelas',
      parents: ['saucisse'],
      contains: ['boeuf'],
    },
    'saucisson vaudois': {
      days: 14,
      parents: ['saucisse'],
      synonyms: ['saucisson à cuire', 'boutefas'],
    },
    'saucisse aux choux': { days: 14, parents: ['saucisse'] },
    'saucisse cocktail': {
      days: 10,
      parents: ['saucisse'],
      synonyms: ['mini-saucisse', 'saucisse apéritif'],
    },
    'saucisse de Vienne': {
      days: 10,
      parents: ['saucisse'],
      synonyms: ['wienerli', 'knack', 'saucisse de Francfort', 'saucisse de Strasbourg'],
    },
    'saucisse fumée': {
      days: 10,
      parents: ['saucisse'],
      synonyms: ['saucisse de Morteau', 'saucisse de Montbéliard', 'schüblig'],
    },
    saucisson: { days: 30, synonyms: ['saucisson sec', 'salami'] },
    chorizo: { days: 30, contains: ['paprika', 'ail'] },
    pancetta: { days: 21, parents: ['lard'] },
    coppa: { days: 21 },
    rillettes: { days: 10, plural: 'rillettes', mass: true },
    'pâté de campagne': { days: 5, synonyms: ['pâté', 'terrine de campagne'] },
    'boudin noir': { days: 4 },
    jambonneau: { days: 5, synonyms: ['jarret de porc', 'wädli'] },
    'lard gras': { days: 30, mass: true, parents: ['lard'], synonyms: ['barde', 'saindoux'] },
  },
);
