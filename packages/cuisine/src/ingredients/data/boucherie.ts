import { byPiece, byWeight } from '../../buying/buying-rule';
import { defineIngredients } from '../define';

// Butcher's meat. Generic names ('viande', 'bœuf', 'porc', 'volaille') are ingredients too:
// people write them in recipes and in their avoided foods, and they are the parents that let
// 'porc' avoid lardons or 'viande' avoid everything below.
export const VIANDES = defineIngredients(
  { aisle: 'boucherie', category: 'Viandes et Poissons', buy: byWeight(150) },
  {
    viande: {
      days: 3,
      plural: 'viandes',
      flags: ['meat'],
      synonyms: ['viande rouge'],
      buy: byWeight(150),
    },
    'viande hachée': {
      // Minced meat unspecified is often a beef and pork mix.
      days: 1,
      parents: ['viande'],
      mix: true,
      // No synonym 'haché': « persil haché » is no meat.
      mayContain: ['boeuf', 'porc'],
      buy: byWeight(120),
    },
    bœuf: {
      days: 3,
      mass: true,
      parents: ['viande'],
      synonyms: ['viande de bœuf'],
      buy: byWeight(150),
    },
    'bœuf haché': {
      days: 1,
      mass: true,
      parents: ['boeuf', 'viande-hachee'],
      synonyms: ['steak haché', 'viande hachée de bœuf'],
      buy: byWeight(120),
    },
    steak: {
      days: 3,
      parents: ['boeuf'],
      synonyms: ['bifteck', 'steak de bœuf'],
      buy: byWeight(180),
    },
    entrecôte: { days: 3, parents: ['boeuf'], buy: byWeight(250) },
    'filet de bœuf': { days: 3, parents: ['boeuf'], buy: byWeight(180) },
    rumsteck: { days: 3, parents: ['boeuf'], synonyms: ['rumsteak'], buy: byWeight(180) },
    bavette: { days: 3, parents: ['boeuf'], buy: byWeight(180) },
    'côte de bœuf': { days: 3, parents: ['boeuf'], buy: byWeight(1000) },
    'bœuf à braiser': {
      days: 3,
      mass: true,
      parents: ['boeuf'],
      synonyms: ['paleron', 'joue de bœuf', 'bœuf bourguignon'],
      buy: byWeight(150),
    },
    'émincé de bœuf': { days: 2, parents: ['boeuf'], buy: byWeight(150) },
    'viande séchée des Grisons': {
      days: 30,
      mass: true,
      aisle: 'charcuterie',
      parents: ['boeuf'],
      synonyms: ['viande des Grisons', 'viande séchée', 'Bündnerfleisch'],
      buy: byWeight(100, { tranche: 6 }),
    },
    veau: {
      days: 3,
      mass: true,
      parents: ['viande'],
      synonyms: ['viande de veau'],
      buy: byWeight(150),
    },
    'escalope de veau': { days: 3, parents: ['veau'], buy: byWeight(130) },
    'émincé de veau': {
      days: 2,
      parents: ['veau'],
      synonyms: ['émincé zurichois'],
      buy: byWeight(150),
    },
    'os à moelle': { days: 2, parents: ['boeuf'], synonyms: ['os à moëlle'], buy: byPiece(200) },
    'jarret de veau': {
      days: 3,
      parents: ['veau'],
      synonyms: ['osso buco'],
      buy: byWeight(300, { tranche: 300 }),
    },
    'tête de veau': { days: 2, parents: ['veau'], buy: byWeight(1000) },
    'foie de veau': { days: 2, parents: ['veau'], buy: byWeight(150, { tranche: 120 }) },
    agneau: {
      days: 3,
      mass: true,
      parents: ['viande'],
      synonyms: ['viande d’agneau'],
      buy: byWeight(150),
    },
    'gigot d’agneau': { days: 3, parents: ['agneau'], synonyms: ['gigot'], buy: byWeight(2000) },
    'côtelette d’agneau': {
      days: 3,
      parents: ['agneau'],
      synonyms: ['côte d’agneau', 'carré d’agneau'],
      buy: byPiece(80),
    },
    'épaule d’agneau': { days: 3, parents: ['agneau'], buy: byWeight(1500) },
    'agneau haché': {
      days: 1,
      mass: true,
      parents: ['agneau', 'viande-hachee'],
      buy: byWeight(120),
    },
    chevreuil: {
      days: 3,
      mass: true,
      parents: ['gibier'],
      synonyms: ['civet de chevreuil'],
      buy: byWeight(150),
    },
    gibier: { days: 3, mass: true, parents: ['viande'], buy: byWeight(150) },
    cerf: { days: 3, mass: true, parents: ['gibier'], buy: byWeight(150) },
    // Wild boar is a pig.
    sanglier: { days: 3, mass: true, parents: ['gibier', 'porc'], buy: byWeight(150) },
    lapin: {
      days: 2,
      parents: ['viande'],
      flags: ['notKosher'],
      synonyms: ['râble de lapin'],
      buy: byWeight(1400),
    },
    cheval: {
      days: 3,
      mass: true,
      plural: 'chevaux',
      parents: ['viande'],
      flags: ['notKosher'],
      synonyms: ['viande de cheval'],
      buy: byWeight(150),
    },
    rognon: { days: 1, parents: ['viande'], buy: byWeight(250) },
    foie: { days: 1, parents: ['viande'], buy: byWeight(150, { tranche: 120 }) },
    'cuisse de grenouille': {
      days: 1,
      parents: ['viande'],
      flags: ['notKosher'],
      buy: byWeight(20),
    },
  },
);

// Poultry is a kind of viande: vegetarians and kosher rules treat it as meat.
export const VOLAILLES = defineIngredients(
  {
    aisle: 'boucherie',
    category: 'Viandes et Poissons',
    parents: ['volaille'],
    buy: byWeight(150),
  },
  {
    volaille: { days: 2, mass: true, flags: ['poultry'], parents: ['viande'], buy: byWeight(150) },
    poulet: { days: 2, synonyms: ['poulet fermier', 'poulet entier', 'poule'], buy: byPiece(1500) },
    'filet de poulet': {
      days: 2,
      parents: ['poulet'],
      synonyms: ['blanc de poulet', 'suprême de poulet', 'escalope de poulet'],
      buy: byWeight(150),
    },
    'cuisse de poulet': {
      days: 2,
      parents: ['poulet'],
      synonyms: ['pilon de poulet', 'haut de cuisse de poulet'],
      buy: byWeight(250),
    },
    'aile de poulet': {
      days: 2,
      parents: ['poulet'],
      synonyms: ['aileron de poulet'],
      buy: byWeight(90),
    },
    'émincé de poulet': { days: 2, parents: ['poulet'], buy: byWeight(150) },
    'poulet haché': {
      days: 1,
      mass: true,
      parents: ['poulet', 'viande-hachee'],
      buy: byWeight(120),
    },
    dinde: { days: 2, synonyms: ['dinde entière'], buy: byWeight(150) },
    'escalope de dinde': {
      days: 2,
      parents: ['dinde'],
      synonyms: ['filet de dinde', 'blanc de dinde'],
      buy: byWeight(130),
    },
    canard: { days: 2, buy: byWeight(2000) },
    'magret de canard': { days: 3, parents: ['canard'], synonyms: ['magret'], buy: byWeight(350) },
    'cuisse de canard': {
      days: 3,
      parents: ['canard'],
      synonyms: ['confit de canard', 'cuisse de canard confite'],
      buy: byWeight(300),
    },
    'foie gras': {
      days: 7,
      plural: 'foies gras',
      parents: ['canard'],
      synonyms: ['foie gras de canard'],
      buy: byWeight(500, { tranche: 50 }),
    },
    pintade: { days: 2, buy: byWeight(1300) },
    caille: { days: 2, buy: byPiece(180) },
    coquelet: { days: 2, parents: ['poulet'], buy: byPiece(500) },
    oie: { days: 2, buy: byWeight(4000) },
    'foie de volaille': { days: 1, synonyms: ['foie de poulet'], buy: byWeight(35) },
  },
);
