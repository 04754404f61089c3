import { defineIngredients } from '../define';

// Butcher's meat. Generic names ('viande', 'bœuf', 'porc', 'volaille') are ingredients too:
// people write them in recipes and in their avoided foods, and they are the parents that let
// 'porc' avoid lardons or 'viande' avoid everything below.
export const VIANDES = defineIngredients(
  { aisle: 'boucherie', category: 'Viandes et Poissons' },
  {
    viande: { days: 3, plural: 'viandes', flags: ['meat'], synonyms: ['viande rouge'] },
    'viande hachée': {
      // Minced meat unspecified is often a beef and pork mix.
      days: 1,
      parents: ['viande'],
      mix: true,
      // No synonym 'haché': « persil haché » is no meat.
      mayContain: ['boeuf', 'porc'],
    },
    bœuf: { days: 3, mass: true, parents: ['viande'], synonyms: ['viande de bœuf'] },
    'bœuf haché': {
      days: 1,
      mass: true,
      parents: ['boeuf', 'viande-hachee'],
      synonyms: ['steak haché', 'viande hachée de bœuf'],
    },
    steak: { days: 3, parents: ['boeuf'], synonyms: ['bifteck', 'steak de bœuf'] },
    entrecôte: { days: 3, parents: ['boeuf'] },
    'filet de bœuf': { days: 3, parents: ['boeuf'] },
    rumsteck: { days: 3, parents: ['boeuf'], synonyms: ['rumsteak'] },
    bavette: { days: 3, parents: ['boeuf'] },
    'côte de bœuf': { days: 3, parents: ['boeuf'] },
    'bœuf à braiser': {
      days: 3,
      mass: true,
      parents: ['boeuf'],
      synonyms: ['paleron', 'joue de bœuf', 'bœuf bourguignon'],
    },
    'émincé de bœuf': { days: 2, parents: ['boeuf'] },
    'viande séchée des Grisons': {
      days: 30,
      mass: true,
      aisle: 'charcuterie',
      parents: ['boeuf'],
      synonyms: ['viande des Grisons', 'viande séchée', 'Bündnerfleisch'],
    },
    veau: { days: 3, mass: true, parents: ['viande'], synonyms: ['viande de veau'] },
    'escalope de veau': { days: 3, parents: ['veau'] },
    'émincé de veau': { days: 2, parents: ['veau'], synonyms: ['émincé zurichois'] },
    'os à moelle': { days: 2, parents: ['boeuf'], synonyms: ['os à moëlle'] },
    'jarret de veau': { days: 3, parents: ['veau'], synonyms: ['osso buco'] },
    'tête de veau': { days: 2, parents: ['veau'] },
    'foie de veau': { days: 2, parents: ['veau'] },
    agneau: { days: 3, mass: true, parents: ['viande'], synonyms: ['viande d’agneau'] },
    'gigot d’agneau': { days: 3, parents: ['agneau'], synonyms: ['gigot'] },
    'côtelette d’agneau': {
      days: 3,
      parents: ['agneau'],
      synonyms: ['côte d’agneau', 'carré d’agneau'],
    },
    'épaule d’agneau': { days: 3, parents: ['agneau'] },
    'agneau haché': { days: 1, mass: true, parents: ['agneau', 'viande-hachee'] },
    chevreuil: { days: 3, mass: true, parents: ['gibier'], synonyms: ['civet de chevreuil'] },
    gibier: { days: 3, mass: true, parents: ['viande'] },
    cerf: { days: 3, mass: true, parents: ['gibier'] },
    // Wild boar is a pig.
    sanglier: { days: 3, mass: true, parents: ['gibier', 'porc'] },
    lapin: { days: 2, parents: ['viande'], flags: ['notKosher'], synonyms: ['râble de lapin'] },
    cheval: {
      days: 3,
      mass: true,
      plural: 'chevaux',
      parents: ['viande'],
      flags: ['notKosher'],
      synonyms: ['viande de cheval'],
    },
    rognon: { days: 1, parents: ['viande'] },
    foie: { days: 1, parents: ['viande'] },
    'cuisse de grenouille': { days: 1, parents: ['viande'], flags: ['notKosher'] },
  },
);

// Poultry is a kind of viande: vegetarians and kosher rules treat it as meat.
export const VOLAILLES = defineIngredients(
  { aisle: 'boucherie', category: 'Viandes et Poissons', parents: ['volaille'] },
  {
    volaille: { days: 2, mass: true, flags: ['poultry'], parents: ['viande'] },
    poulet: { days: 2, synonyms: ['poulet fermier', 'poulet entier', 'poule'] },
    'filet de poulet': {
      days: 2,
      parents: ['poulet'],
      synonyms: ['blanc de poulet', 'suprême de poulet', 'escalope de poulet'],
    },
    'cuisse de poulet': {
      days: 2,
      parents: ['poulet'],
      synonyms: ['pilon de poulet', 'haut de cuisse de poulet'],
    },
    'aile de poulet': { days: 2, parents: ['poulet'], synonyms: ['aileron de poulet'] },
    'émincé de poulet': { days: 2, parents: ['poulet'] },
    'poulet haché': { days: 1, mass: true, parents: ['poulet', 'viande-hachee'] },
    dinde: { days: 2, synonyms: ['dinde entière'] },
    'escalope de dinde': {
      days: 2,
      parents: ['dinde'],
      synonyms: ['filet de dinde', 'blanc de dinde'],
    },
    canard: { days: 2 },
    'magret de canard': { days: 3, parents: ['canard'], synonyms: ['magret'] },
    'cuisse de canard': {
      days: 3,
      parents: ['canard'],
      synonyms: ['confit de canard', 'cuisse de canard confite'],
    },
    'foie gras': {
      days: 7,
      plural: 'foies gras',
      parents: ['canard'],
      synonyms: ['foie gras de canard'],
    },
    pintade: { days: 2 },
    caille: { days: 2 },
    coquelet: { days: 2, parents: ['poulet'] },
    oie: { days: 2 },
    'foie de volaille': { days: 1, synonyms: ['foie de poulet'] },
  },
);
