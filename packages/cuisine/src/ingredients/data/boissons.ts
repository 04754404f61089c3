import { byPack, byPiece, NOT_BOUGHT } from '../../buying/buying-rule';
import { defineIngredients } from '../define';

// Alcoholic drinks, all kinds of 'alcool'; beers are brewed from barley malt, hence gluten.
// Grape wine and its brandies are kosher only when certified, which no recipe can promise.
// Fining agents (egg white, gelatine, casein) are not modelled: they do not stay in the wine.
export const ALCOOLS = defineIngredients(
  {
    aisle: 'boissons',
    category: 'Boissons',
    parents: ['alcool'],
    buy: byPack('bouteille', 750, '75 cl'),
  },
  {
    alcool: {
      days: 1825,
      mass: true,
      flags: ['alcohol'],
      synonyms: ['boisson alcoolisée', 'spiritueux', 'alcool fort'],
      buy: byPack('bouteille', 700, '70 cl'),
    },
    vin: {
      days: 5,
      flags: ['needsKosherCertificate'],
      contains: ['raisin', 'sulfite'],
      synonyms: ['vin de table'],
    },
    'vin blanc': { days: 5, parents: ['vin'], synonyms: ['chasselas', 'fendant', 'vin blanc sec'] },
    'vin rouge': { days: 5, parents: ['vin'], synonyms: ['pinot noir', 'gamay', 'merlot'] },
    'vin rosé': { days: 5, parents: ['vin'], synonyms: ['rosé', 'œil-de-perdrix'] },
    'vin cuit': {
      days: 365,
      mass: true,
      parents: ['vin'],
      synonyms: ['porto', 'madère', 'marsala', 'xérès', 'vin doux'],
    },
    'vin mousseux': {
      days: 3,
      parents: ['vin'],
      // Not plain 'mousseux': « des jaunes mousseux » is no wine.
      synonyms: ['champagne', 'prosecco', 'crémant', 'vin pétillant'],
    },
    bière: {
      days: 180,
      contains: ['malt'],
      mayContain: ['sulfite'],
      synonyms: ['bière blonde', 'bière brune', 'bière ambrée', 'lager', 'panaché'],
      buy: byPack('bouteille', 330, '33 cl'),
    },
    cidre: {
      days: 180,
      mass: true,
      contains: ['pomme', 'sulfite'],
      synonyms: ['cidre brut', 'cidre fermenté'],
    },
    kirsch: {
      days: 1825,
      mass: true,
      contains: ['cerise'],
      buy: byPack('bouteille', 700, '70 cl'),
    },
    'eau-de-vie': {
      days: 1825,
      plural: 'eaux-de-vie',
      synonyms: ['williamine', 'eau-de-vie de poire', 'damassine', 'calvados'],
      buy: byPack('bouteille', 700, '70 cl'),
    },
    rhum: {
      days: 1825,
      mass: true,
      synonyms: ['rhum brun', 'rhum blanc', 'rhum ambré'],
      buy: byPack('bouteille', 700, '70 cl'),
    },
    // Brandies distilled from grape wine or pomace.
    cognac: {
      days: 1825,
      mass: true,
      flags: ['needsKosherCertificate'],
      contains: ['raisin'],
      synonyms: ['armagnac', 'brandy', 'marc de Bourgogne', 'grappa'],
      buy: byPack('bouteille', 700, '70 cl'),
    },
    whisky: {
      days: 1825,
      mass: true,
      synonyms: ['whiskey', 'bourbon'],
      buy: byPack('bouteille', 700, '70 cl'),
    },
    vodka: { days: 1825, mass: true, buy: byPack('bouteille', 700, '70 cl') },
    gin: { days: 1825, mass: true, buy: byPack('bouteille', 700, '70 cl') },
    tequila: {
      days: 1825,
      mass: true,
      synonyms: ['mezcal'],
      buy: byPack('bouteille', 700, '70 cl'),
    },
    liqueur: {
      days: 730,
      synonyms: [
        'liqueur d’orange',
        'Cointreau',
        'Grand Marnier',
        'triple sec',
        'amaretto',
        'limoncello',
        'liqueur de café',
      ],
      buy: byPack('bouteille', 700, '70 cl'),
    },
    'crème de cassis': {
      days: 730,
      mass: true,
      parents: ['liqueur'],
      contains: ['cassis'],
      buy: byPack('bouteille', 700, '70 cl'),
    },
    absinthe: {
      days: 1825,
      mass: true,
      synonyms: ['pastis', 'anisette', 'ouzo'],
      buy: byPack('bouteille', 700, '70 cl'),
    },
    // Vermouths are wine-based; Campari and other bitters are not.
    vermouth: {
      days: 90,
      mass: true,
      mayContain: ['vin'],
      synonyms: ['Martini', 'apéritif amer', 'Campari', 'Aperol', 'bitter'],
    },
    'vin chaud': {
      days: 3,
      mass: true,
      contains: ['vin-rouge', 'sucre', 'cannelle', 'clou-de-girofle'],
      buy: byPack('bouteille', 1000, '1 l'),
    },
  },
);

/** Tea and infusions: a box of 20 bags of 2 g, one bag for a cup (25 cl) of the drink. */
const TEA_BAGS = byPack('boîte', 40, '20 sachets', { sachet: 2, unité: 2, ml: 0.008, tasse: 2 });

// Soft drinks, juices, syrups, teas and coffee.
export const BOISSONS = defineIngredients(
  { aisle: 'boissons', category: 'Boissons', buy: byPack('bouteille', 1000, '1 l') },
  {
    eau: {
      days: 3650,
      mass: true,
      staple: true,
      synonyms: ['eau du robinet', 'eau froide', 'eau chaude', 'eau tiède', 'eau plate'],
      buy: NOT_BOUGHT,
    },
    'eau gazeuse': {
      days: 365,
      mass: true,
      parents: ['eau'],
      synonyms: ['eau pétillante', 'eau minérale gazeuse', 'soda water', 'eau de Seltz'],
      buy: byPack('bouteille', 1500, '1,5 l'),
    },
    'eau minérale': {
      days: 365,
      mass: true,
      parents: ['eau'],
      synonyms: ['eau minérale plate'],
      buy: byPack('bouteille', 1500, '1,5 l'),
    },
    'eau tonique': { days: 365, mass: true, synonyms: ['tonic', 'Schweppes'] },
    limonade: {
      days: 180,
      mass: true,
      synonyms: ['soda', 'sprite', 'Rivella'],
      buy: byPack('bouteille', 1500, '1,5 l'),
    },
    cola: {
      days: 180,
      mass: true,
      synonyms: ['coca', 'Coca-Cola'],
      buy: byPack('bouteille', 1500, '1,5 l'),
    },
    'ginger beer': {
      days: 180,
      mass: true,
      contains: ['gingembre'],
      synonyms: ['ginger ale', 'bière de gingembre'],
      buy: byPack('bouteille', 330, '33 cl'),
    },
    'thé froid': {
      days: 180,
      mass: true,
      contains: ['the'],
      synonyms: ['ice tea', 'thé glacé'],
      buy: byPack('brique', 1000, '1 l'),
    },
    'jus d’orange': {
      days: 7,
      mass: true,
      contains: ['orange'],
      synonyms: ['jus d’orange pressé', 'orange pressée'],
      buy: byPack('brique', 1000, '1 l'),
    },
    'jus de pomme': {
      days: 7,
      mass: true, // In Switzerland 'cidre doux' is unfermented apple juice.
      contains: ['pomme'],
      synonyms: ['cidre doux', 'jus de pomme trouble', 'moût de pomme'],
      buy: byPack('brique', 1000, '1 l'),
    },
    'jus de citron': {
      days: 7,
      mass: true,
      contains: ['citron'],
      synonyms: ['citron pressé', 'jus d’un citron'],
      aisle: 'épicerie salée',
      category: 'Épicerie',
      buy: byPack('bouteille', 200, '20 cl', { unité: 40 }),
    },
    'jus de citron vert': {
      days: 7,
      mass: true,
      contains: ['citron-vert'],
      synonyms: ['jus de lime'],
      aisle: 'épicerie salée',
      category: 'Épicerie',
      buy: byPack('bouteille', 200, '20 cl', { unité: 25 }),
    },
    // Grape juice falls under the same kosher rule as wine.
    'jus de raisin': {
      days: 7,
      mass: true,
      flags: ['needsKosherCertificate'],
      contains: ['raisin'],
      synonyms: ['jus de raisin rouge', 'moût de raisin'],
      buy: byPack('brique', 1000, '1 l'),
    },
    'jus de tomate': {
      days: 7,
      mass: true,
      contains: ['tomate'],
      buy: byPack('brique', 1000, '1 l'),
    },
    'jus d’ananas': {
      days: 7,
      mass: true,
      contains: ['ananas'],
      buy: byPack('brique', 1000, '1 l'),
    },
    'jus de fruits': {
      days: 7,
      mass: true,
      plural: 'jus de fruits',
      synonyms: [
        'jus de fruit',
        'nectar',
        'jus multifruit',
        'jus de canneberge',
        'jus de mangue',
        'jus de pamplemousse',
      ],
      buy: byPack('brique', 1000, '1 l'),
    },
    sirop: {
      days: 365,
      contains: ['sucre'],
      synonyms: [
        'sirop de framboise',
        'sirop de grenadine',
        'grenadine',
        'sirop de menthe',
        'sirop de fleur de sureau',
        'sirop de citron',
      ],
    },
    'sirop de sucre de canne': {
      days: 365,
      mass: true,
      synonyms: ['sirop de sucre', 'sucre de canne liquide'],
      buy: byPack('bouteille', 700, '70 cl'),
    },
    café: {
      days: 90,
      synonyms: ['café moulu', 'café en grains', 'expresso', 'espresso', 'café soluble'],
      buy: byPack('paquet', 250, '250 g', { unité: 7, ml: 0.07, tasse: 10 }),
    },
    thé: {
      days: 365,
      synonyms: ['thé noir', 'sachet de thé', 'thé Earl Grey'],
      buy: TEA_BAGS,
    },
    'thé vert': {
      days: 365,
      parents: ['the'],
      synonyms: ['matcha', 'thé matcha'],
      buy: TEA_BAGS,
    },
    tisane: {
      days: 365,
      synonyms: ['infusion', 'verveine', 'camomille', 'tilleul', 'tisane de menthe', 'rooibos'],
      buy: TEA_BAGS,
    },
    'fleur de sureau': {
      days: 2,
      category: 'Fruits et Légumes',
      aisle: 'fruits et légumes',
      buy: byPiece(15),
    },
    'bière sans alcool': { days: 180, contains: ['malt'], buy: byPack('bouteille', 330, '33 cl') },
    // Dealcoholised wine is still a grape wine product for kashrut.
    'vin sans alcool': {
      days: 5,
      flags: ['needsKosherCertificate'],
      contains: ['raisin', 'sulfite'],
      buy: byPack('bouteille', 750, '75 cl'),
    },
    'boisson énergisante': {
      days: 365,
      mass: true,
      synonyms: ['Red Bull'],
      buy: byPack('bouteille', 250, '25 cl'),
    },
  },
);
