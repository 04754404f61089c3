import { defineIngredients } from '../define';

// Fish: 'fish'; shellfish, crustaceans and molluscs: 'shellfish' (kosher forbids them, and
// they are a separate allergen from fish). Fish without fins and scales are 'notKosher' too.
export const POISSONS = defineIngredients(
  { aisle: 'poissonnerie', category: 'Viandes et Poissons', flags: ['fish'], parents: ['poisson'] },
  {
    poisson: { days: 2, synonyms: ['poisson blanc', 'filet de poisson'] },
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
      days: 10,
      plural: 'œufs de poisson',
      synonyms: ['œufs de saumon', 'œufs de lump', 'caviar', 'tarama'],
    },
    surimi: { days: 10, flags: ['egg', 'gluten'], synonyms: ['bâtonnet de surimi'] },
    'sauce nuoc-mâm': {
      days: 730,
      mass: true,
      aisle: 'épicerie salée',
      category: 'Épicerie',
      synonyms: ['nuoc-mâm', 'sauce de poisson'],
    },
  },
);

export const FRUITS_DE_MER = defineIngredients(
  {
    aisle: 'poissonnerie',
    category: 'Viandes et Poissons',
    flags: ['shellfish'],
    parents: ['fruits-de-mer'],
  },
  {
    'fruits de mer': {
      days: 2,
      plural: 'fruits de mer',
      synonyms: ['fruit de mer', 'crustacé', 'coquillage', 'mollusque'],
    },
    crevette: { days: 2, synonyms: ['crevette rose', 'crevette décortiquée', 'gambas', 'scampi'] },
    moule: { days: 2 },
    huître: { days: 5 },
    'coquille Saint-Jacques': { days: 2, synonyms: ['noix de Saint-Jacques', 'Saint-Jacques'] },
    calamar: { days: 2, synonyms: ['calmar', 'encornet', 'anneau de calamar'] },
    poulpe: { days: 2, synonyms: ['pieuvre'] },
    seiche: { days: 2 },
    homard: { days: 1 },
    langoustine: { days: 1 },
    crabe: { days: 1, synonyms: ['chair de crabe'] },
    palourde: { days: 2, synonyms: ['vongole', 'coque'] },
    écrevisse: { days: 1 },
  },
);

// A land snail, not seafood, but a mollusc: same allergen family and same rules (no vegetarian
// eats it, kashrut forbids it). Kept out of 'fruits de mer' so avoiding seafood does not hide it.
export const ESCARGOTS = defineIngredients(
  { aisle: 'poissonnerie', category: 'Viandes et Poissons', flags: ['shellfish', 'notKosher'] },
  { escargot: { days: 2, synonyms: ['escargot de Bourgogne'] } },
);
