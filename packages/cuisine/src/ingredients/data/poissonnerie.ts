import { defineIngredients } from '../define';

// Fish are kinds of 'poisson' ('fish'); crustaceans and molluscs carry 'shellfish' (kosher forbids
// them, and they are two allergens apart from fish). Fish without fins and scales are
// 'notKosher' too.
export const POISSONS = defineIngredients(
  { aisle: 'poissonnerie', category: 'Viandes et Poissons', parents: ['poisson'] },
  {
    poisson: { days: 2, flags: ['fish'], synonyms: ['poisson blanc', 'filet de poisson'] },
    saumon: { days: 2, synonyms: ['filet de saumon', 'pavé de saumon'] },
    'saumon fumé': { days: 10, parents: ['saumon'] },
    truite: { days: 2, synonyms: ['filet de truite'] },
    'truite fumée': { days: 10, parents: ['truite'] },
    cabillaud: { days: 2, synonyms: ['dos de cabillaud', 'filet de cabillaud', 'morue fraîche'] },
    'morue salée': { days: 60, synonyms: ['morue', 'bacalao'], parents: ['cabillaud'] },
    colin: { days: 2, synonyms: ['lieu', 'merlu', 'lieu noir'] },
    perche: { days: 2, synonyms: ['filet de perche', 'filets de perche du Léman'] },
    féra: { days: 2, synonyms: ['corégone'] },
    'omble chevalier': { days: 2, synonyms: ['omble'] },
    sandre: { days: 2 },
    brochet: { days: 2 },
    dorade: { days: 2, synonyms: ['daurade'] },
    bar: { days: 2, synonyms: ['loup de mer'] },
    sole: { days: 2 },
    thon: { days: 2, synonyms: ['thon frais', 'steak de thon'] },
    'thon en boîte': {
      days: 1095,
      aisle: 'épicerie salée',
      category: 'Épicerie',
      parents: ['thon'],
      synonyms: ['thon en conserve', 'thon au naturel'],
    },
    sardine: { days: 2 },
    'sardine à l’huile': {
      days: 1095,
      aisle: 'épicerie salée',
      category: 'Épicerie',
      parents: ['sardine'],
      synonyms: ['sardine en boîte'],
    },
    maquereau: { days: 2 },
    hareng: { days: 2, synonyms: ['hareng fumé'] },
    anchois: {
      days: 365,
      plural: 'anchois',
      aisle: 'épicerie salée',
      category: 'Épicerie',
      synonyms: ['filet d’anchois'],
    },
    lotte: { days: 2, flags: ['notKosher'], synonyms: ['baudroie'] },
    raie: { days: 1, flags: ['notKosher'], synonyms: ['aile de raie'] },
    anguille: { days: 1, flags: ['notKosher'] },
    espadon: { days: 2, flags: ['notKosher'] },
    'œufs de poisson': {
      // Roe unspecified: salmon roe is kosher, lumpfish and sturgeon roe are not.
      days: 10,
      plural: 'œufs de poisson',
      mix: true,
      mayContain: ['oeufs-de-lump', 'caviar'],
      synonyms: ['œufs de saumon', 'œufs de truite'],
    },
    // Lumpfish has no scales and sturgeon only bony plates: kashrut forbids both.
    'œufs de lump': {
      days: 30,
      plural: 'œufs de lump',
      parents: ['oeufs-de-poisson'],
      flags: ['notKosher'],
    },
    caviar: { days: 30, mass: true, parents: ['oeufs-de-poisson'], flags: ['notKosher'] },
    tarama: {
      days: 10,
      mass: true,
      contains: ['cabillaud', 'pain', 'huile', 'citron'],
      synonyms: ['taramasalata'],
    },
    // Fish paste bound with egg white and wheat starch, often flavoured with crab.
    surimi: {
      days: 10,
      contains: ['blanc-d-oeuf', 'ble'],
      mayContain: ['crabe'],
      synonyms: ['bâtonnet de surimi'],
    },
    'sauce nuoc-mâm': {
      days: 730,
      mass: true,
      aisle: 'épicerie salée',
      category: 'Épicerie',
      synonyms: ['nuoc-mâm', 'sauce de poisson'],
    },
  },
);

// Seafood: crustaceans and sea molluscs, kinds of 'fruits de mer' and of 'crustacé' or
// 'mollusque' (two allergens labels name apart).
export const FRUITS_DE_MER = defineIngredients(
  { aisle: 'poissonnerie', category: 'Viandes et Poissons', parents: ['fruits-de-mer'] },
  {
    'fruits de mer': {
      // A seafood mix may hold any of them.
      days: 2,
      plural: 'fruits de mer',
      mix: true,
      mayContain: ['crevette', 'moule', 'calamar', 'palourde', 'crabe', 'langoustine'],
      synonyms: ['fruit de mer', 'coquillage', 'cocktail de fruits de mer'],
    },
    crustacé: { days: 2, flags: ['shellfish'] },
    crevette: {
      days: 2,
      parents: ['crustace'],
      synonyms: ['crevette rose', 'crevette décortiquée', 'gambas', 'scampi'],
    },
    moule: { days: 2, parents: ['mollusque'] },
    huître: { days: 5, parents: ['mollusque'] },
    'coquille Saint-Jacques': {
      days: 2,
      parents: ['mollusque'],
      synonyms: ['noix de Saint-Jacques', 'Saint-Jacques'],
    },
    calamar: {
      days: 2,
      parents: ['mollusque'],
      synonyms: ['calmar', 'encornet', 'anneau de calamar'],
    },
    poulpe: { days: 2, parents: ['mollusque'], synonyms: ['pieuvre'] },
    seiche: { days: 2, parents: ['mollusque'] },
    homard: { days: 1, parents: ['crustace'] },
    langoustine: { days: 1, parents: ['crustace'] },
    crabe: { days: 1, parents: ['crustace'], synonyms: ['chair de crabe'] },
    palourde: { days: 2, parents: ['mollusque'], synonyms: ['vongole', 'coque'] },
    écrevisse: { days: 1, parents: ['crustace'] },
  },
);

// Molluscs, land ones included: the snail is not seafood, so avoiding « fruits de mer » lets it
// through, but avoiding « mollusques » does not. No vegetarian eats it, kashrut forbids it.
export const MOLLUSQUES = defineIngredients(
  { aisle: 'poissonnerie', category: 'Viandes et Poissons' },
  {
    mollusque: { days: 2, flags: ['shellfish'] },
    escargot: {
      days: 2,
      parents: ['mollusque'],
      flags: ['notKosher'],
      synonyms: ['escargot de Bourgogne'],
    },
  },
);
