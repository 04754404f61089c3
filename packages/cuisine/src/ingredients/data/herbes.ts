import { type BuyingRule, byPack, byPiece } from '../../buying/buying-rule';
import { defineIngredients } from '../define';

/**
 * A bunch of a fresh herb weighing `grams` (a recipe's sachet or pot of it is one bunch, as any
 * pack a recipe names is one of the shop's); a spoonful of it chopped weighs a few grams, not 15.
 */
function herbBunch(grams: number, per?: BuyingRule['per']): BuyingRule {
  return byPack('botte', grams, undefined, { càs: 4, càc: 1.5, ...per });
}

/**
 * A box of 8 stock cubes of 10 g, one cube for 50 cl of stock: recipes write the stock they
 * pour (« 75 cl de bouillon »), so its volumes read as the cubes they take.
 */
const STOCK_CUBES = byPack('boîte', 80, '8 cubes', {
  cube: 10,
  unité: 10,
  sachet: 10,
  ml: 0.02,
  tasse: 5,
  verre: 4,
  bol: 7,
  louche: 2,
});

// Fresh herbs are bought with the vegetables and kept a few days in the fridge.
export const HERBES_FRAICHES = defineIngredients(
  {
    aisle: 'fruits et légumes',
    category: 'Fruits et Légumes',
    buy: herbBunch(30, { brin: 1, feuille: 0.3, tige: 1, branche: 2 }),
  },
  {
    persil: {
      days: 6,
      synonyms: ['persil plat', 'persil frisé'],
      buy: herbBunch(40, { brin: 2, feuille: 0.3, poignée: 15 }),
    },
    ciboulette: {
      days: 5,
      buy: herbBunch(25, { brin: 0.5, tige: 0.5, poignée: 15 }),
    },
    basilic: {
      days: 5,
      synonyms: ['feuille de basilic'],
      buy: herbBunch(30, { brin: 3, feuille: 0.5, poignée: 15 }),
    },
    coriandre: {
      days: 5,
      synonyms: ['coriandre fraîche'],
      buy: herbBunch(30, { brin: 2, feuille: 0.3, poignée: 15 }),
    },
    menthe: {
      days: 5,
      synonyms: ['menthe fraîche', 'feuille de menthe'],
      buy: herbBunch(30, { brin: 2, feuille: 0.3, poignée: 15 }),
    },
    aneth: {
      days: 4,
      buy: herbBunch(25, { brin: 1, poignée: 15 }),
    },
    estragon: {
      days: 5,
      buy: herbBunch(25, { brin: 1, feuille: 0.2 }),
    },
    cerfeuil: {
      days: 4,
      buy: herbBunch(25, { brin: 1, poignée: 15 }),
    },
    sauge: {
      days: 7,
      buy: herbBunch(20, { brin: 2, feuille: 1 }),
    },
    romarin: {
      days: 10,
      buy: herbBunch(20, { brin: 2, branche: 3, tige: 2 }),
    },
    thym: {
      days: 10,
      synonyms: ['thym frais', 'brin de thym'],
      buy: herbBunch(20, { brin: 0.5, branche: 1, tige: 0.5 }),
    },
    laurier: {
      days: 365,
      aisle: 'herbes et épices',
      category: 'Épicerie',
      synonyms: ['feuille de laurier'],
      buy: byPack('sachet', 10, '10 g', { feuille: 0.3, unité: 0.3, branche: 2 }),
    },
    'ail des ours': {
      days: 4,
      mass: true,
      buy: herbBunch(100, { feuille: 2, brin: 2 }),
    },
    citronnelle: {
      days: 14,
      synonyms: ['bâton de citronnelle'],
      buy: herbBunch(75, { unité: 25, tige: 25, branche: 25 }),
    },
    livèche: {
      days: 5,
      synonyms: ['céleri perpétuel'],
      buy: herbBunch(20, { brin: 2, feuille: 0.5 }),
    },
    'origan frais': {
      days: 5,
      parents: ['origan'],
      buy: herbBunch(20, { brin: 1 }),
    },
    marjolaine: { days: 5, buy: herbBunch(20, { brin: 1 }) },
    'bouquet garni': { days: 10, contains: ['thym', 'laurier', 'persil'], buy: byPiece(10) },
    oseille: { days: 3, buy: herbBunch(100, { feuille: 3, poignée: 30 }) },
  },
);

// Dried spices, herbs and seasonings: cupboard items that keep for months.
export const EPICES = defineIngredients(
  { aisle: 'herbes et épices', category: 'Épicerie', buy: byPack('pot', 40, '40 g') },
  {
    sel: {
      days: 3650,
      mass: true,
      staple: true,
      synonyms: ['sel fin', 'sel de cuisine'],
      buy: byPack('paquet', 1000, '1 kg'),
    },
    'gros sel': {
      days: 3650,
      mass: true,
      staple: true,
      parents: ['sel'],
      buy: byPack('paquet', 1000, '1 kg'),
    },
    'fleur de sel': { days: 3650, mass: true, parents: ['sel'], buy: byPack('pot', 125, '125 g') },
    poivre: {
      days: 730,
      mass: true,
      staple: true,
      synonyms: ['poivre noir', 'poivre du moulin'],
      buy: byPack('pot', 50, '50 g'),
    },
    'poivre blanc': { days: 730, mass: true, parents: ['poivre'], buy: byPack('pot', 50, '50 g') },
    'baie rose': { days: 730, synonyms: ['poivre rose'], buy: byPack('pot', 25, '25 g') },
    // Ground dried sweet peppers, sometimes hot ones: what a pepper allergy must avoid.
    paprika: {
      days: 365,
      mass: true,
      contains: ['poivron'],
      mayContain: ['piment'],
      synonyms: ['paprika doux'],
    },
    'paprika fumé': { days: 365, mass: true, parents: ['paprika'] },
    'piment d’Espelette': { days: 365, mass: true, parents: ['piment'] },
    'piment de Cayenne': {
      days: 365,
      mass: true,
      parents: ['piment'],
      synonyms: ['cayenne', 'piment en poudre'],
    },
    cumin: { days: 365, mass: true },
    curcuma: { days: 365, mass: true },
    curry: {
      // Blends vary; many hold mustard seed or celery, two allergens labels must name.
      days: 365,
      mass: true,
      contains: ['curcuma', 'graine-de-coriandre', 'cumin', 'fenugrec', 'piment'],
      mayContain: ['graine-de-moutarde', 'celeri', 'gingembre-en-poudre'],
      synonyms: ['poudre de curry', 'curry en poudre'],
    },
    cannelle: {
      days: 730,
      mass: true,
      synonyms: ['bâton de cannelle', 'cannelle en poudre'],
      buy: byPack('pot', 40, '40 g', { unité: 3 }),
    },
    'noix de muscade': {
      days: 730,
      synonyms: ['muscade'],
      buy: byPack('pot', 40, '40 g', { unité: 7 }),
    },
    'clou de girofle': {
      days: 730,
      synonyms: ['girofle'],
      buy: byPack('pot', 30, '30 g', { unité: 0.1 }),
    },
    'gingembre en poudre': {
      days: 365,
      mass: true,
      parents: ['gingembre'],
      synonyms: ['gingembre moulu'],
    },
    cardamome: { days: 730, mass: true, buy: byPack('pot', 30, '30 g', { unité: 0.2 }) },
    'anis étoilé': {
      days: 730,
      synonyms: ['badiane'],
      buy: byPack('pot', 20, '20 g', { unité: 0.5 }),
    },
    'graine de fenouil': { days: 730 },
    'graine de coriandre': { days: 730, synonyms: ['coriandre en grains'] },
    'graine de moutarde': { days: 730 },
    safran: {
      days: 730,
      mass: true,
      buy: byPack('sachet', 0.125, '0,125 g', { pincée: 0.1, pointe: 0.05, unité: 0.125 }),
    },
    vanille: {
      days: 730,
      mass: true,
      synonyms: ['gousse de vanille'],
      aisle: 'épicerie sucrée',
      buy: byPack('tube', 6, '2 gousses', { gousse: 3, unité: 3 }),
    },
    'quatre-épices': {
      days: 365,
      mass: true,
      plural: 'quatre-épices',
      contains: ['poivre', 'noix-de-muscade', 'clou-de-girofle'],
      mayContain: ['cannelle', 'gingembre-en-poudre'],
    },
    'ras el-hanout': {
      days: 365,
      mass: true,
      contains: ['cumin', 'graine-de-coriandre', 'cannelle', 'gingembre-en-poudre', 'curcuma'],
      mayContain: ['piment', 'cardamome', 'clou-de-girofle', 'noix-de-muscade'],
    },
    'garam masala': {
      days: 365,
      mass: true,
      contains: ['graine-de-coriandre', 'cumin', 'cardamome', 'cannelle', 'clou-de-girofle'],
      mayContain: ['poivre', 'noix-de-muscade'],
    },
    'cinq-épices': {
      days: 365,
      mass: true,
      plural: 'cinq-épices',
      contains: ['anis-etoile', 'cannelle', 'clou-de-girofle', 'graine-de-fenouil'],
    },
    'herbes de Provence': {
      days: 365,
      mass: true,
      plural: 'herbes de Provence',
      contains: ['thym', 'romarin', 'origan'],
      buy: byPack('pot', 20, '20 g'),
    },
    origan: { days: 365, mass: true, synonyms: ['origan séché'], buy: byPack('pot', 15, '15 g') },
    'thym séché': { days: 365, mass: true, parents: ['thym'], buy: byPack('pot', 15, '15 g') },
    'piment d’Alep': { days: 365, mass: true, parents: ['piment'] },
    sumac: { days: 365, mass: true },
    'za’atar': { days: 365, mass: true, contains: ['thym', 'sumac', 'sesame'] },
    fenugrec: { days: 365, mass: true },
    genièvre: {
      days: 730,
      mass: true,
      synonyms: ['baie de genièvre'],
      buy: byPack('pot', 25, '25 g', { unité: 0.1 }),
    },
    'sel de céleri': { days: 1095, mass: true, parents: ['sel'], contains: ['celeri'] },
    // Seasoning salts such as Aromat hold lactose and, depending on the maker, celery or wheat.
    aromate: {
      days: 730,
      mass: true,
      contains: ['sel'],
      mayContain: ['lait', 'celeri', 'ble'],
      synonyms: ['Aromat', 'assaisonnement'],
      buy: byPack('pot', 90, '90 g'),
    },
    bouillon: {
      // Stock of unknown origin: it may be chicken or beef as well as vegetable, so it never
      // passes for vegetarian ('bouillon de légumes' does).
      days: 730,
      mass: true,
      aisle: 'épicerie salée',
      mix: true,
      mayContain: ['bouillon-de-legumes', 'bouillon-de-volaille', 'bouillon-de-boeuf'],
      synonyms: ['cube de bouillon', 'bouillon cube', 'bouillon en poudre', 'bouillon de cuisson'],
      buy: STOCK_CUBES,
    },
    'bouillon de légumes': {
      // Vegan, and assumed gluten-free: most Swiss vegetable bouillon powders are; a cook with
      // coeliac disease still reads the label, which is beyond what the base can know. Celery is
      // in nearly all of them.
      days: 730,
      mass: true,
      aisle: 'épicerie salée',
      parents: ['bouillon'],
      contains: ['celeri'],
      mayContain: ['oignon', 'carotte', 'poireau'],
      synonyms: ['cube de bouillon de légumes', 'bouillon végétal'],
      buy: STOCK_CUBES,
    },
    'bouillon de volaille': {
      days: 730,
      mass: true,
      aisle: 'épicerie salée',
      parents: ['bouillon'],
      contains: ['poulet'],
      mayContain: ['celeri'],
      synonyms: ['bouillon de poulet', 'fond de volaille'],
      buy: STOCK_CUBES,
    },
    'bouillon de bœuf': {
      days: 730,
      mass: true,
      aisle: 'épicerie salée',
      parents: ['bouillon'],
      contains: ['viande'],
      mayContain: ['boeuf', 'veau', 'celeri'],
      synonyms: ['bouillon de viande', 'fond de veau', 'fond brun'],
      buy: STOCK_CUBES,
    },
    'fumet de poisson': {
      days: 730,
      mass: true,
      aisle: 'épicerie salée',
      parents: ['bouillon'],
      contains: ['poisson'],
      buy: STOCK_CUBES,
    },
  },
);
