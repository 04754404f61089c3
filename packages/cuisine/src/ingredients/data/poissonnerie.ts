import { byPack, byPiece, byWeight } from '../../buying/buying-rule';
import { defineIngredients } from '../define';

// Fish are kinds of 'poisson' ('fish'); crustaceans and molluscs carry 'shellfish' (kosher forbids
// them, and they are two allergens apart from fish). Fish without fins and scales are
// 'notKosher' too.
export const POISSONS = defineIngredients(
  {
    aisle: 'poissonnerie',
    category: 'Viandes et Poissons',
    parents: ['poisson'],
    buy: byWeight(150),
  },
  {
    poisson: {
      days: 2,
      flags: ['fish'],
      synonyms: ['poisson blanc', 'filet de poisson'],
      buy: byWeight(150),
    },
    saumon: { days: 2, synonyms: ['filet de saumon', 'pavé de saumon'], buy: byWeight(150) },
    'saumon fumé': {
      days: 10,
      parents: ['saumon'],
      buy: byPack('paquet', 100, '100 g', { tranche: 25 }),
    },
    truite: { days: 2, synonyms: ['filet de truite'], buy: byWeight(300, { filet: 120 }) },
    'truite fumée': {
      days: 10,
      parents: ['truite'],
      buy: byPack('paquet', 125, '125 g', { filet: 60 }),
    },
    cabillaud: {
      days: 2,
      synonyms: ['dos de cabillaud', 'filet de cabillaud', 'morue fraîche'],
      buy: byWeight(150),
    },
    'morue salée': {
      days: 60,
      synonyms: ['morue', 'bacalao'],
      parents: ['cabillaud'],
      buy: byWeight(300),
    },
    colin: { days: 2, synonyms: ['lieu', 'merlu', 'lieu noir'], buy: byWeight(150) },
    perche: {
      days: 2,
      synonyms: ['filet de perche', 'filets de perche du Léman'],
      buy: byWeight(25, { filet: 25 }),
    },
    féra: { days: 2, synonyms: ['corégone'], buy: byWeight(150) },
    'omble chevalier': { days: 2, synonyms: ['omble'], buy: byWeight(150) },
    sandre: { days: 2, buy: byWeight(150) },
    brochet: { days: 2, buy: byWeight(150) },
    dorade: { days: 2, synonyms: ['daurade'], buy: byWeight(400, { filet: 120 }) },
    bar: { days: 2, synonyms: ['loup de mer'], buy: byWeight(400, { filet: 120 }) },
    sole: { days: 2, buy: byWeight(300, { filet: 80 }) },
    thon: { days: 2, synonyms: ['thon frais', 'steak de thon'], buy: byWeight(150) },
    'thon en boîte': {
      days: 1095,
      aisle: 'épicerie salée',
      category: 'Épicerie',
      parents: ['thon'],
      synonyms: ['thon en conserve', 'thon au naturel'],
      buy: byPack('boîte', 140, '140 g'),
    },
    sardine: { days: 2, buy: byWeight(60, { filet: 25 }) },
    'sardine à l’huile': {
      days: 1095,
      aisle: 'épicerie salée',
      category: 'Épicerie',
      parents: ['sardine'],
      synonyms: ['sardine en boîte'],
      buy: byPack('boîte', 125, '125 g', { unité: 25, filet: 12 }),
    },
    maquereau: { days: 2, buy: byWeight(300, { filet: 100 }) },
    hareng: { days: 2, synonyms: ['hareng fumé'], buy: byWeight(150, { filet: 75 }) },
    anchois: {
      days: 365,
      plural: 'anchois',
      aisle: 'épicerie salée',
      category: 'Épicerie',
      synonyms: ['filet d’anchois'],
      buy: byPack('boîte', 50, '50 g', { unité: 4, filet: 4 }),
    },
    lotte: { days: 2, flags: ['notKosher'], synonyms: ['baudroie'], buy: byWeight(150) },
    raie: { days: 1, flags: ['notKosher'], synonyms: ['aile de raie'], buy: byWeight(300) },
    anguille: { days: 1, flags: ['notKosher'], buy: byWeight(300) },
    espadon: { days: 2, flags: ['notKosher'], buy: byWeight(150) },
    'œufs de poisson': {
      // Roe unspecified: salmon roe is kosher, lumpfish and sturgeon roe are not.
      days: 10,
      plural: 'œufs de poisson',
      mix: true,
      mayContain: ['oeufs-de-lump', 'caviar'],
      synonyms: ['œufs de saumon', 'œufs de truite'],
      buy: byPack('pot', 50, '50 g'),
    },
    // Lumpfish has no scales and sturgeon only bony plates: kashrut forbids both.
    'œufs de lump': {
      days: 30,
      plural: 'œufs de lump',
      parents: ['oeufs-de-poisson'],
      flags: ['notKosher'],
      buy: byPack('pot', 50, '50 g'),
    },
    caviar: {
      days: 30,
      mass: true,
      parents: ['oeufs-de-poisson'],
      flags: ['notKosher'],
      buy: byPack('pot', 30, '30 g'),
    },
    tarama: {
      days: 10,
      mass: true,
      contains: ['cabillaud', 'pain', 'huile', 'citron'],
      synonyms: ['taramasalata'],
      buy: byPack('pot', 100, '100 g'),
    },
    // Fish paste bound with egg white and wheat starch, often flavoured with crab.
    surimi: {
      days: 10,
      contains: ['blanc-d-oeuf', 'ble'],
      mayContain: ['crabe'],
      synonyms: ['bâtonnet de surimi'],
      buy: byPack('paquet', 250, '250 g', { unité: 17 }),
    },
    'sauce nuoc-mâm': {
      days: 730,
      mass: true,
      aisle: 'épicerie salée',
      category: 'Épicerie',
      synonyms: ['nuoc-mâm', 'sauce de poisson'],
      buy: byPack('bouteille', 200, '20 cl'),
    },
  },
);

// Seafood: crustaceans and sea molluscs, kinds of 'fruits de mer' and of 'crustacé' or
// 'mollusque' (two allergens labels name apart).
export const FRUITS_DE_MER = defineIngredients(
  {
    aisle: 'poissonnerie',
    category: 'Viandes et Poissons',
    parents: ['fruits-de-mer'],
    buy: byWeight(50),
  },
  {
    'fruits de mer': {
      // A seafood mix may hold any of them.
      days: 2,
      plural: 'fruits de mer',
      mix: true,
      mayContain: ['crevette', 'moule', 'calamar', 'palourde', 'crabe', 'langoustine'],
      synonyms: ['fruit de mer', 'coquillage', 'cocktail de fruits de mer'],
      buy: byWeight(100),
    },
    crustacé: { days: 2, flags: ['shellfish'], buy: byWeight(100) },
    crevette: {
      days: 2,
      parents: ['crustace'],
      synonyms: ['crevette rose', 'crevette décortiquée', 'gambas', 'scampi'],
      buy: byWeight(25),
    },
    moule: { days: 2, parents: ['mollusque'], buy: byWeight(20) },
    huître: { days: 5, parents: ['mollusque'], buy: byPiece(80) },
    'coquille Saint-Jacques': {
      days: 2,
      parents: ['mollusque'],
      synonyms: ['noix de Saint-Jacques', 'Saint-Jacques'],
      buy: byWeight(30),
    },
    calamar: {
      days: 2,
      parents: ['mollusque'],
      synonyms: ['calmar', 'encornet', 'anneau de calamar'],
      buy: byWeight(150),
    },
    poulpe: { days: 2, parents: ['mollusque'], synonyms: ['pieuvre'], buy: byWeight(1000) },
    seiche: { days: 2, parents: ['mollusque'], buy: byWeight(300) },
    homard: { days: 1, parents: ['crustace'], buy: byPiece(500) },
    langoustine: { days: 1, parents: ['crustace'], buy: byWeight(50) },
    crabe: { days: 1, parents: ['crustace'], synonyms: ['chair de crabe'], buy: byWeight(500) },
    palourde: {
      days: 2,
      parents: ['mollusque'],
      synonyms: ['vongole', 'coque'],
      buy: byWeight(15),
    },
    écrevisse: { days: 1, parents: ['crustace'], buy: byWeight(40) },
  },
);

// Molluscs, land ones included: the snail is not seafood, so avoiding « fruits de mer » lets it
// through, but avoiding « mollusques » does not. No vegetarian eats it, kashrut forbids it.
export const MOLLUSQUES = defineIngredients(
  { aisle: 'poissonnerie', category: 'Viandes et Poissons', buy: byWeight(50) },
  {
    mollusque: { days: 2, flags: ['shellfish'], buy: byWeight(50) },
    escargot: {
      days: 2,
      parents: ['mollusque'],
      flags: ['notKosher'],
      synonyms: ['escargot de Bourgogne'],
      buy: byPack('boîte', 100, '2 douzaines', { unité: 4 }),
    },
  },
);
