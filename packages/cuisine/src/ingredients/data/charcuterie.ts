import { byPack, byPiece, byWeight } from '../../buying/buying-rule';
import { defineIngredients } from '../define';

// Pork and cured meats, all kinds of 'porc' (itself a kind of viande), so that avoiding 'porc'
// also avoids lardons, jambon, cervelas…
export const CHARCUTERIE = defineIngredients(
  { aisle: 'charcuterie', category: 'Viandes et Poissons', parents: ['porc'], buy: byWeight(150) },
  {
    porc: {
      days: 3,
      mass: true,
      aisle: 'boucherie',
      flags: ['pork'],
      parents: ['viande'],
      synonyms: ['viande de porc', 'cochon'],
      buy: byWeight(150),
    },
    'côte de porc': {
      days: 3,
      aisle: 'boucherie',
      synonyms: ['côtelette de porc'],
      buy: byWeight(200),
    },
    'filet mignon de porc': {
      days: 3,
      aisle: 'boucherie',
      synonyms: ['filet mignon'],
      buy: byWeight(450),
    },
    'rôti de porc': { days: 3, aisle: 'boucherie', buy: byWeight(1000) },
    'échine de porc': {
      days: 3,
      aisle: 'boucherie',
      synonyms: ['échine', 'épaule de porc'],
      buy: byWeight(200),
    },
    'travers de porc': {
      days: 3,
      aisle: 'boucherie',
      plural: 'travers de porc',
      synonyms: ['ribs', 'spare ribs'],
      buy: byWeight(500),
    },
    'porc haché': {
      days: 1,
      mass: true,
      aisle: 'boucherie',
      parents: ['viande-hachee'],
      synonyms: ['chair à saucisse'],
      buy: byWeight(120),
    },
    'viande hachée mixte': {
      days: 1,
      mass: true,
      aisle: 'boucherie',
      parents: ['viande-hachee', 'boeuf'],
      synonyms: ['haché mixte', 'hachis mixte'],
      buy: byWeight(120),
    },
    lard: {
      days: 30,
      mass: true,
      synonyms: ['lard fumé', 'lard paysan', 'bacon', 'poitrine fumée'],
      buy: byWeight(200, { tranche: 15 }),
    },
    lardon: {
      days: 14,
      parents: ['lard'],
      synonyms: ['lardon fumé', 'dés de lard'],
      buy: byPack('barquette', 200, '200 g'),
    },
    jambon: {
      days: 5,
      synonyms: ['jambon blanc', 'jambon cuit', 'jambon de Paris'],
      buy: byPack('tranche', 40, undefined, { paquet: 160, barquette: 160 }),
    },
    'jambon cru': {
      days: 14,
      parents: ['jambon'],
      synonyms: ['jambon de Parme', 'jambon de Bayonne', 'jambon serrano', 'prosciutto'],
      buy: byPack('tranche', 15, undefined, { paquet: 100, barquette: 100 }),
    },
    'jambon à l’os': {
      days: 5,
      parents: ['jambon'],
      buy: byPack('tranche', 50, undefined, { paquet: 200, barquette: 200 }),
    },
    saucisse: {
      days: 4,
      synonyms: ['saucisse de porc', 'chipolata', 'saucisse de Toulouse'],
      buy: byPiece(100),
    },
    'saucisse de veau': {
      // St-Gall veal sausage: veal plus pork fat and milk, per the traditional recipe.
      days: 4,
      contains: ['lait'],
      parents: ['saucisse', 'veau'],
      synonyms: ['saucisse à rôtir', 'St-Galler', 'saucisse de veau de Saint-Gall', 'bratwurst'],
      buy: byPiece(130),
    },
    cervelas: {
      // Beef and pork with pork rind: the national sausage.
      days: 7,
      plural: 'cervelas',
      parents: ['saucisse'],
      contains: ['boeuf'],
      buy: byPiece(100),
    },
    'saucisson vaudois': {
      days: 14,
      parents: ['saucisse'],
      synonyms: ['saucisson à cuire', 'boutefas'],
      buy: byPiece(400),
    },
    'saucisse aux choux': { days: 14, parents: ['saucisse'], buy: byPiece(350) },
    'saucisse cocktail': {
      plural: 'saucisses cocktail',
      days: 10,
      parents: ['saucisse'],
      synonyms: ['mini-saucisse', 'saucisse apéritif'],
      buy: byPack('paquet', 200, '200 g', { unité: 10 }),
    },
    'saucisse de Vienne': {
      days: 10,
      parents: ['saucisse'],
      synonyms: ['wienerli', 'knack', 'saucisse de Francfort', 'saucisse de Strasbourg'],
      buy: byPiece(50),
    },
    'saucisse fumée': {
      days: 10,
      parents: ['saucisse'],
      synonyms: ['saucisse de Morteau', 'saucisse de Montbéliard', 'schüblig'],
      buy: byPiece(300),
    },
    saucisson: {
      days: 30,
      synonyms: ['saucisson sec', 'salami'],
      buy: byPiece(250, { tranche: 5, rondelle: 5 }),
    },
    chorizo: {
      days: 30,
      contains: ['paprika', 'ail'],
      buy: byPiece(225, { tranche: 5, rondelle: 5 }),
    },
    pancetta: { days: 21, parents: ['lard'], buy: byWeight(100, { tranche: 15 }) },
    coppa: { days: 21, buy: byWeight(100, { tranche: 10 }) },
    rillettes: {
      days: 10,
      plural: 'rillettes',
      mass: true,
      buy: byPack('pot', 220, '220 g'),
    },
    'pâté de campagne': {
      days: 5,
      synonyms: ['pâté', 'terrine de campagne'],
      buy: byWeight(200, { tranche: 60 }),
    },
    'boudin noir': { days: 4, buy: byPiece(150) },
    jambonneau: { days: 5, synonyms: ['jarret de porc', 'wädli'], buy: byPiece(800) },
    'lard gras': {
      days: 30,
      mass: true,
      parents: ['lard'],
      synonyms: ['barde', 'saindoux'],
      buy: byWeight(100, { tranche: 15 }),
    },
  },
);
