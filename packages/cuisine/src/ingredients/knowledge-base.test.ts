import { describe, expect, it } from 'vitest';
import { slugify } from '../text/normalize';
import { FRIDGE_CATEGORIES } from '../vocabulary';
import { findIngredient, getIngredient, INGREDIENTS, ingredientComposition } from './lookup';
import { buildNameIndex, ingredientSpellings } from './lookup-index';
import { AISLES, DIETARY_FLAGS, type DietaryFlag, FRIDGE_CATEGORY_OF_AISLE } from './types';

// Accent-free keys two ingredients share on purpose; the first id keeps the key.
const ALLOWED_FOLDED_COLLISIONS = [{ key: 'pate', ids: ['pates', 'pate-de-campagne'] }];

describe('ingredient knowledge base', () => {
  it('holds at least 400 ingredients with unique ids', () => {
    expect(INGREDIENTS.length).toBeGreaterThanOrEqual(400);
    const ids = INGREDIENTS.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('knows how every ingredient is sold (decision 012)', () => {
    const withoutRule = INGREDIENTS.filter((i) => i.buying === undefined).map((i) => i.id);
    expect(withoutRule).toEqual([]);
    for (const { id, buying } of INGREDIENTS) {
      expect(buying!.grams, id).toBeGreaterThan(0);
      for (const [unit, grams] of Object.entries(buying!.per ?? {})) {
        expect(grams, `${id} per ${unit}`).toBeGreaterThan(0);
      }
    }
    // A food bought as another one is bought in that one's unit and pack (egg yolks: eggs).
    for (const { id, buying } of INGREDIENTS.filter((i) => i.buying?.boughtAs)) {
      const product = INGREDIENTS.find((i) => i.id === buying!.boughtAs)?.buying;
      expect([product?.unit, product?.grams], id).toEqual([buying!.unit, buying!.grams]);
    }
    // Only tap water is never bought.
    expect(INGREDIENTS.filter((i) => i.buying?.unit === 'none').map((i) => i.id)).toEqual(['eau']);
  });

  it('files a food in the fridge where the list files it, dairy aside (decision 012)', () => {
    // Beside the aisle's category, two kinds of exceptions: what the dairy counter sells that is
    // no dairy product (tofu, plant drinks, ready-made doughs: « Autre » or « Boissons »), and
    // dairy kept in the cupboard (lait concentré, lait en poudre: still « Produits Laitiers »).
    const misfiled = INGREDIENTS.filter((i) => {
      if (i.category === FRIDGE_CATEGORY_OF_AISLE[i.aisle]) return false;
      if (i.aisle === 'crèmerie' && (i.category === 'Autre' || i.category === 'Boissons')) {
        return false;
      }
      return !(i.flags.includes('dairy') && i.category === 'Produits Laitiers');
    });
    expect(misfiled.map((i) => `${i.name}: ${i.aisle} / ${i.category}`)).toEqual([]);
  });

  it('derives every id from the canonical name', () => {
    const wrong = INGREDIENTS.filter((i) => i.id !== slugify(i.name)).map((i) => i.id);
    expect(wrong).toEqual([]);
    expect(INGREDIENTS.every((i) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(i.id))).toBe(true);
  });

  it('uses only known categories, aisles and flags, with a positive shelf life', () => {
    for (const i of INGREDIENTS) {
      expect(FRIDGE_CATEGORIES, i.id).toContain(i.category);
      expect(AISLES, i.id).toContain(i.aisle);
      for (const flag of i.flags) expect(DIETARY_FLAGS, i.id).toContain(flag);
      expect(Number.isInteger(i.shelfLifeDays) && i.shelfLifeDays > 0, i.id).toBe(true);
      expect(new Set(i.flags).size, i.id).toBe(i.flags.length);
    }
  });

  it('resolves every name, plural, synonym and id back to its own ingredient', () => {
    const wrong: string[] = [];
    for (const ingredient of INGREDIENTS) {
      const { primary, synonyms } = ingredientSpellings(ingredient);
      for (const spelling of [...primary, ...synonyms]) {
        const found = findIngredient(spelling);
        if (found?.id !== ingredient.id)
          wrong.push(`${spelling} -> ${found?.id} (${ingredient.id})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('never lets two ingredients claim the same normalised name', () => {
    const { collisions } = buildNameIndex(INGREDIENTS);
    expect(collisions.filter((c) => c.tier === 'accented')).toEqual([]);
    const folded = [
      ...new Map(
        collisions
          .filter((c) => c.tier === 'folded')
          .map((c) => [c.key, { key: c.key, ids: c.ids }]),
      ).values(),
    ];
    expect(folded).toEqual(ALLOWED_FOLDED_COLLISIONS);
  });

  it('detects a collision when two ingredients share a synonym', () => {
    const [a, b] = INGREDIENTS;
    const index = buildNameIndex([a!, { ...b!, synonyms: [a!.name.toUpperCase()] }]);
    expect(index.collisions.map((c) => c.ids)).toContainEqual([a!.id, b!.id]);
  });

  it('has parents that exist, without cycles', () => {
    const missing = INGREDIENTS.flatMap((i) =>
      (i.parents ?? []).filter((p) => getIngredient(p) === undefined).map((p) => `${i.id}->${p}`),
    );
    expect(missing).toEqual([]);
    const state = new Map<string, 'visiting' | 'done'>();
    const cycles: string[] = [];
    const visit = (id: string, path: string[]) => {
      if (state.get(id) === 'done') return;
      if (state.get(id) === 'visiting') {
        cycles.push([...path, id].join(' -> '));
        return;
      }
      state.set(id, 'visiting');
      for (const parent of getIngredient(id)?.parents ?? []) visit(parent, [...path, id]);
      state.set(id, 'done');
    };
    for (const i of INGREDIENTS) visit(i.id, []);
    expect(cycles).toEqual([]);
  });

  it('gives kinds the flags of their parents, unless the parent is a mix or the kind lacks them', () => {
    // 'chocolat' is milk chocolate, 'chocolat noir' lacks the milk; 'fromage' unspecified may be
    // made with animal rennet, mozzarella is not; certified oats are free of gluten.
    const explained = (childId: string, flag: DietaryFlag) => {
      const child = getIngredient(childId)!;
      return (
        child.freeOf?.includes(flag) ||
        (child.lacks ?? []).some((l) => ingredientComposition(l)?.flags.has(flag))
      );
    };
    const wrong = INGREDIENTS.flatMap((child) =>
      (child.parents ?? []).flatMap((parentId) => {
        const parent = getIngredient(parentId)!;
        if (parent.isMix) return [];
        return parent.flags
          .filter((f) => !child.flags.includes(f) && !explained(child.id, f))
          .map((f) => `${child.id} lacks ${f} of ${parentId}`);
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('keeps flag implications: poultry and pork are meat, gelatine and rennet are animal-derived', () => {
    for (const i of INGREDIENTS) {
      if (i.flags.includes('poultry') || i.flags.includes('pork')) {
        expect(i.flags, i.id).toContain('meat');
      }
      if (i.flags.includes('gelatin')) expect(i.flags, i.id).toContain('animalDerived');
      if (i.flags.includes('animalRennet')) expect(i.flags, i.id).toContain('animalDerived');
    }
  });
});

describe('dietary flags of sensitive ingredients', () => {
  const cases: Array<[string, DietaryFlag[]]> = [
    ['beurre', ['dairy']],
    ['gruyère', ['animalDerived', 'animalRennet', 'dairy']],
    ['vacherin fribourgeois', ['animalDerived', 'animalRennet', 'dairy']],
    ['mozzarella', ['dairy']],
    ['fromage à pâte dure végétarien', ['dairy']],
    ['grana padano', ['animalDerived', 'animalRennet', 'dairy', 'egg']],
    ['nouilles aux œufs', ['egg', 'gluten']],
    ['feuilles de lasagne', ['egg', 'gluten']],
    ['Ovomaltine', ['dairy', 'gluten']],
    ['malt', ['gluten']],
    ['miso', ['gluten']],
    ['bouillon', ['meat', 'poultry']],
    ['caviar', ['fish', 'notKosher']],
    ['marshmallows', ['animalDerived', 'gelatin', 'meat', 'pork']],
    ['bonbons gélifiés', ['animalDerived', 'gelatin', 'meat', 'pork']],
    ['flocons d’avoine sans gluten', []],
    ['farine de seigle', ['gluten']],
    ['sauce bolognaise', ['alcohol', 'dairy', 'meat', 'needsKosherCertificate', 'pork']],
    ['crème fraîche', ['dairy']],
    ['chocolat au lait', ['dairy']],
    ['chocolat noir', []],
    ['pâtes', ['gluten']],
    ['pain', ['gluten']],
    ['chapelure', ['gluten']],
    ['bière', ['alcohol', 'gluten']],
    ['farine', ['gluten']],
    ['épeautre', ['gluten']],
    ['orge', ['gluten']],
    ['seitan', ['gluten']],
    ['sauce soja', ['gluten']],
    ['flocons d’avoine', ['gluten']],
    ['gélatine', ['animalDerived', 'gelatin', 'meat', 'pork']],
    ['agar-agar', []],
    ['miel', ['animalDerived']],
    ['bouillon de légumes', []],
    ['bouillon de volaille', ['meat', 'poultry']],
    ['pesto', ['animalDerived', 'animalRennet', 'dairy', 'treeNut']],
    ['vinaigre de vin', []],
    ['vinaigre balsamique', []],
    ['vin blanc', ['alcohol', 'needsKosherCertificate']],
    ['jus de raisin', ['needsKosherCertificate']],
    ['kirsch', ['alcohol']],
    ['rhum', ['alcohol']],
    ['jus de pomme', []],
    ['cidre doux', []],
    ['poulet', ['meat', 'poultry']],
    ['lardons', ['meat', 'pork']],
    ['cervelas', ['meat', 'pork']],
    ['saucisse de veau', ['dairy', 'meat', 'pork']],
    ['viande séchée des Grisons', ['meat']],
    ['saumon', ['fish']],
    ['crevettes', ['shellfish']],
    ['moules', ['shellfish']],
    ['calamar', ['shellfish']],
    ['homard', ['shellfish']],
    ['lapin', ['meat', 'notKosher']],
    ['cheval', ['meat', 'notKosher']],
    ['anguille', ['fish', 'notKosher']],
    ['œufs', ['egg']],
    ['mayonnaise', ['egg']],
    ['cacahuètes', ['peanut']],
    ['noisettes', ['treeNut']],
    ['lait d’amande', ['treeNut']],
    ['tofu', []],
    ['rösti', []],
  ];
  it.each(cases)('%s -> %j', (name, flags) => {
    expect([...(findIngredient(name)?.flags ?? ['<unknown>'])].sort()).toEqual(flags);
  });
});

describe('Swiss kitchen coverage and staples', () => {
  it.each([
    'gruyère',
    'vacherin fribourgeois',
    'raclette',
    'tête de moine',
    'appenzeller',
    'emmental',
    'sbrinz',
    'séré',
    'cervelas',
    'saucisse de veau',
    'viande séchée des Grisons',
    'rösti',
    'kirsch',
    'double crème de la Gruyère',
    'saucisson vaudois',
    'fondue moitié-moitié',
    'spätzli',
    'tresse',
    'perche',
    'Rivella',
  ])('knows %s', (name) => {
    expect(findIngredient(name)).toBeDefined();
  });

  it.each(['sel', 'poivre', 'huile', 'eau', 'sucre', 'farine'])('%s is a pantry staple', (name) => {
    expect(findIngredient(name)?.isPantryStaple).toBe(true);
  });

  it('does not call perishables pantry staples', () => {
    expect(findIngredient('saumon')?.isPantryStaple).toBe(false);
    expect(findIngredient('fraises')?.isPantryStaple).toBe(false);
  });
});
