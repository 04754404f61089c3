import { describe, expect, it } from 'vitest';
import {
  findIngredient,
  findIngredientsIn,
  ingredientAncestors,
  isIngredientOrDescendant,
  matchIngredient,
} from './lookup';

describe('findIngredient tolerance', () => {
  it.each([
    // case, accents, ligatures
    ['Pomme de terre', 'pomme-de-terre'],
    ['POMMES DE TERRE', 'pomme-de-terre'],
    ['pommes de terres', 'pomme-de-terre'],
    ['patates', 'pomme-de-terre'],
    ['Œufs', 'oeuf'],
    ['oeufs', 'oeuf'],
    ['OEUF', 'oeuf'],
    ['œuf', 'oeuf'],
    ['creme fraiche', 'creme-fraiche'],
    ['Crème épaisse', 'creme-fraiche'],
    ['gruyere', 'gruyere'],
    ['Tête de Moine', 'tete-de-moine'],
    ['têtes de moine', 'tete-de-moine'],
    ['sere', 'sere'],
    ['rosti', 'rosti'],
    ['maïzena', 'fecule-de-mais'],
    ['maizena', 'fecule-de-mais'],
    // apostrophes, ids, punctuation, spaces
    ['huile d’olive', 'huile-d-olive'],
    ["huile d'olive", 'huile-d-olive'],
    ['huile-d-olive', 'huile-d-olive'],
    ['  Sel. ', 'sel'],
    ['(sel)', 'sel'],
    ["jaunes d'œufs", 'jaune-d-oeuf'],
    ['jaunes d’oeuf', 'jaune-d-oeuf'],
    // plurals, including irregular ones
    ['choux', 'chou'],
    ['choux-fleurs', 'chou-fleur'],
    ['chou fleur', 'chou-fleur'],
    ['poireaux', 'poireau'],
    ['haricots verts', 'haricot-vert'],
    ['choux de Bruxelles', 'chou-de-bruxelles'],
    ['champignons de Paris', 'champignon-de-paris'],
    ['noix', 'noix'],
    ['noix de cajou', 'noix-de-cajou'],
    ['noix de coco râpée', 'noix-de-coco-rapee'],
    ['noix de muscade', 'noix-de-muscade'],
    ['chevaux', 'cheval'],
    // synonyms
    ['clémentines', 'mandarine'],
    ['courgettes', 'courgette'],
    ['yogourt', 'yaourt'],
    ['lait entier', 'lait'],
    ['gousses d’ail', 'ail'],
    ['cidre doux', 'jus-de-pomme'],
    ['steak haché', 'boeuf-hache'],
    ['Wienerli', 'saucisse-de-vienne'],
    // accents tell apart what folding would merge
    ['pâté', 'pate-de-campagne'],
    ['pâtes', 'pates'],
    ['pate', 'pates'],
    // a known name inside a longer text
    ['gros oignons jaunes', 'oignon'],
    ['filets de poulet', 'filet-de-poulet'],
    ['beaux filets de perche', 'perche'],
    ['tomates bien mûres', 'tomate'],
    ['lait de coco', 'lait-de-coco'],
    ['beurre de cacahuète', 'beurre-de-cacahuete'],
    ['selle d’agneau', 'agneau'],
    ['ailes de poulet', 'aile-de-poulet'],
    ['vinaigrette', 'vinaigrette'],
    ['pruneaux', 'pruneau'],
    ['poivrons', 'poivron'],
  ])('%j -> %s', (text, id) => {
    expect(findIngredient(text)?.id).toBe(id);
  });

  it.each(['', '   ', 'rizotto', 'xyz', 'de la', 'poivr'])('does not match %j', (text) => {
    expect(findIngredient(text)).toBeUndefined();
  });

  it('does not match a short name inside a longer word', () => {
    expect(findIngredient('sellerie')?.id).toBeUndefined();
    expect(findIngredient('rizière')?.id).toBeUndefined();
    expect(findIngredient('thermos de thé')?.id).toBe('the');
  });

  it('says whether the whole text was a known name', () => {
    expect(matchIngredient('oignons')).toMatchObject({ exact: true });
    expect(matchIngredient('gros oignons jaunes')).toMatchObject({ exact: false });
  });

  it('prefers the longest known name, then the leftmost one', () => {
    expect(findIngredient('sel et poivre')?.id).toBe('sel');
    expect(findIngredient('crème de marrons maison')?.id).toBe('creme-de-marrons');
  });
});

describe('ingredientAncestors', () => {
  it('follows parents transitively, nearest first, without duplicates', () => {
    expect(ingredientAncestors('lardon').sort()).toEqual(['lard', 'porc', 'viande']);
    expect(ingredientAncestors('filet-de-poulet').sort()).toEqual(['poulet', 'viande', 'volaille']);
    expect(ingredientAncestors('sel')).toEqual([]);
    expect(ingredientAncestors('unknown-id')).toEqual([]);
  });

  it('tells descendants apart', () => {
    expect(isIngredientOrDescendant('champignon-de-paris', 'champignon')).toBe(true);
    expect(isIngredientOrDescendant('champignon', 'champignon')).toBe(true);
    expect(isIngredientOrDescendant('champignon', 'champignon-de-paris')).toBe(false);
    expect(isIngredientOrDescendant('cervelas', 'porc')).toBe(true);
  });

  it('returns a copy callers may change', () => {
    ingredientAncestors('lardon').push('x');
    expect(ingredientAncestors('lardon')).not.toContain('x');
  });
});

describe('findIngredientsIn', () => {
  it.each([
    ['sel, poivre', ['sel', 'poivre']],
    ['pommes de terre à la crème', ['pomme-de-terre', 'creme']],
    ['beurre et farine', ['beurre', 'farine']],
    ['lait de coco', ['lait-de-coco']],
    ['sel et sel', ['sel']],
    ['rien de connu', []],
  ])('%s -> %j', (text, ids) => {
    expect(findIngredientsIn(text).map((i) => i.id)).toEqual(ids);
  });
});
