import { describe, expect, it } from 'vitest';
import type { DietaryRestriction } from '../vocabulary';
import { checkCompliance, satisfiedRestrictions } from './check-compliance';
import type { RecipeIngredientInput } from './types';

const recipe = (...ingredients: RecipeIngredientInput[]) => ({ ingredients });
const ids = (...list: string[]) => recipe(...list.map((ingredientId) => ({ ingredientId })));
const check = (
  r: ReturnType<typeof recipe>,
  restrictions: DietaryRestriction[],
  avoidedFoods: string[] = [],
) => checkCompliance(r, { restrictions, avoidedFoods });

type Case = { name: string; recipe: ReturnType<typeof recipe>; violating: string[] };

// For each restriction: recipes that pass (violating: []) and the ingredient ids that must fail.
const TABLE: Record<DietaryRestriction, Case[]> = {
  none: [
    {
      name: 'anything goes',
      recipe: ids('lardon', 'vin-blanc', 'crevette', 'gelatine'),
      violating: [],
    },
  ],
  vegetarian: [
    {
      name: 'rösti au fromage végétarien',
      recipe: ids('rosti', 'fromage-a-pate-dure-vegetarien', 'oeuf', 'beurre', 'mozzarella'),
      violating: [],
    },
    { name: 'rösti au gruyère', recipe: ids('rosti', 'gruyere', 'oeuf'), violating: ['gruyere'] },
    {
      name: 'risotto au bouillon (origine inconnue)',
      recipe: ids('riz-a-risotto', 'bouillon'),
      violating: ['bouillon'],
    },
    { name: 'guimauves', recipe: ids('guimauve', 'chocolat-noir'), violating: ['guimauve'] },
    {
      name: 'panna cotta à l’agar-agar',
      recipe: ids('creme', 'sucre', 'agar-agar'),
      violating: [],
    },
    {
      name: 'quiche lorraine',
      recipe: ids('pate-brisee', 'lardon', 'oeuf', 'creme'),
      violating: ['lardon'],
    },
    { name: 'poulet', recipe: ids('filet-de-poulet', 'riz'), violating: ['filet-de-poulet'] },
    { name: 'filets de perche', recipe: ids('perche', 'beurre'), violating: ['perche'] },
    { name: 'moules', recipe: ids('moule', 'vin-blanc'), violating: ['moule'] },
    {
      name: 'panna cotta à la gélatine',
      recipe: ids('creme', 'gelatine'),
      violating: ['gelatine'],
    },
    {
      name: 'risotto au bouillon de volaille',
      recipe: ids('riz-a-risotto', 'bouillon-de-volaille'),
      violating: ['bouillon-de-volaille'],
    },
    { name: 'escargots', recipe: ids('escargot', 'beurre', 'ail'), violating: ['escargot'] },
  ],
  vegan: [
    {
      name: 'curry de légumes',
      recipe: ids('lait-de-coco', 'pois-chiche', 'curry', 'riz', 'tofu'),
      violating: [],
    },
    { name: 'omelette', recipe: ids('oeuf', 'sel'), violating: ['oeuf'] },
    {
      name: 'gratin',
      recipe: ids('pomme-de-terre', 'creme', 'gruyere'),
      violating: ['creme', 'gruyere'],
    },
    { name: 'tisane au miel', recipe: ids('tisane', 'miel'), violating: ['miel'] },
    { name: 'pesto', recipe: ids('pates', 'pesto'), violating: ['pesto'] },
    { name: 'saumon', recipe: ids('saumon', 'citron'), violating: ['saumon'] },
    { name: 'guimauves', recipe: ids('guimauve', 'chocolat-noir'), violating: ['guimauve'] },
  ],
  glutenFree: [
    { name: 'risotto', recipe: ids('riz-a-risotto', 'parmesan', 'vin-blanc'), violating: [] },
    { name: 'polenta', recipe: ids('polenta', 'beurre', 'tamari'), violating: [] },
    { name: 'pâtes', recipe: ids('spaghetti', 'sauce-tomate'), violating: ['spaghetti'] },
    { name: 'fondue', recipe: ids('fondue-moitie-moitie', 'pain', 'kirsch'), violating: ['pain'] },
    { name: 'sauce soja', recipe: ids('riz', 'sauce-soja'), violating: ['sauce-soja'] },
    {
      name: 'bircher',
      recipe: ids('flocons-d-avoine', 'pomme', 'yaourt'),
      violating: ['flocons-d-avoine'],
    },
    { name: 'bière', recipe: ids('biere'), violating: ['biere'] },
  ],
  dairyFree: [
    { name: 'salade de fruits', recipe: ids('pomme', 'banane', 'jus-d-orange'), violating: [] },
    { name: 'mousse au chocolat noir', recipe: ids('chocolat-noir', 'oeuf'), violating: [] },
    {
      name: 'gratin',
      recipe: ids('pomme-de-terre', 'lait', 'gruyere'),
      violating: ['lait', 'gruyere'],
    },
    { name: 'beurre', recipe: ids('pain', 'beurre'), violating: ['beurre'] },
    {
      name: 'saucisse de veau',
      recipe: ids('saucisse-de-veau', 'oignon'),
      violating: ['saucisse-de-veau'],
    },
    { name: 'chocolat au lait', recipe: ids('chocolat'), violating: ['chocolat'] },
  ],
  nutFree: [
    { name: 'tarte aux pommes', recipe: ids('pate-brisee', 'pomme', 'sucre'), violating: [] },
    { name: 'noix de coco', recipe: ids('noix-de-coco-rapee', 'sucre'), violating: [] },
    { name: 'tarte aux noix', recipe: ids('noix', 'miel'), violating: ['noix'] },
    {
      name: 'satay',
      recipe: ids('beurre-de-cacahuete', 'poulet'),
      violating: ['beurre-de-cacahuete'],
    },
    { name: 'pesto', recipe: ids('pesto', 'pates'), violating: ['pesto'] },
    { name: 'huile d’arachide', recipe: ids('huile-d-arachide'), violating: ['huile-d-arachide'] },
  ],
  halal: [
    {
      name: 'poulet rôti',
      recipe: ids('poulet', 'huile-d-olive', 'vinaigre-balsamique'),
      violating: [],
    },
    { name: 'panna cotta à l’agar-agar', recipe: ids('creme', 'agar-agar'), violating: [] },
    { name: 'lardons', recipe: ids('lardon', 'oeuf'), violating: ['lardon'] },
    { name: 'cervelas', recipe: ids('cervelas'), violating: ['cervelas'] },
    { name: 'vin blanc', recipe: ids('moule', 'vin-blanc'), violating: ['vin-blanc'] },
    { name: 'kirsch', recipe: ids('fondue-moitie-moitie', 'kirsch'), violating: ['kirsch'] },
    { name: 'gélatine', recipe: ids('creme', 'gelatine'), violating: ['gelatine'] },
    {
      name: 'extrait de vanille',
      recipe: ids('sucre', 'extrait-de-vanille'),
      violating: ['extrait-de-vanille'],
    },
  ],
  kosher: [
    { name: 'poulet seul', recipe: ids('poulet', 'huile-d-olive', 'citron'), violating: [] },
    { name: 'saumon à la crème', recipe: ids('saumon', 'creme'), violating: [] },
    {
      name: 'gratin au fromage végétarien',
      recipe: ids('pomme-de-terre', 'creme', 'fromage-a-pate-dure-vegetarien', 'oeuf'),
      violating: [],
    },
    {
      name: 'gratin au gruyère (présure animale)',
      recipe: ids('pomme-de-terre', 'creme', 'gruyere'),
      violating: ['gruyere'],
    },
    {
      name: 'vin non certifié',
      recipe: ids('moule', 'vin-blanc'),
      violating: ['moule', 'vin-blanc'],
    },
    { name: 'caviar', recipe: ids('caviar', 'creme-fraiche'), violating: ['caviar'] },
    {
      name: 'œufs de saumon',
      recipe: ids('oeufs-de-poisson', 'creme-fraiche'),
      violating: ['oeufs-de-poisson'],
    },
    {
      name: 'émincé de poulet à la crème',
      recipe: ids('emince-de-poulet', 'creme', 'champignon'),
      violating: ['emince-de-poulet', 'creme'],
    },
    {
      name: 'burger au fromage',
      recipe: ids('boeuf-hache', 'cheddar', 'pain-burger'),
      // The bun may hold milk: with beef, the mix may be one kashrut forbids.
      violating: ['boeuf-hache', 'cheddar', 'pain-burger'],
    },
    { name: 'poulet au beurre', recipe: ids('poulet', 'beurre'), violating: ['poulet', 'beurre'] },
    { name: 'porc', recipe: ids('cote-de-porc'), violating: ['cote-de-porc'] },
    { name: 'crevettes', recipe: ids('crevette', 'riz'), violating: ['crevette'] },
    { name: 'lapin', recipe: ids('lapin', 'moutarde'), violating: ['lapin'] },
    { name: 'lotte', recipe: ids('lotte'), violating: ['lotte'] },
    {
      name: 'saucisse de veau seule',
      recipe: ids('saucisse-de-veau'),
      violating: ['saucisse-de-veau'],
    },
  ],
};

describe('checkCompliance by restriction', () => {
  for (const [restriction, cases] of Object.entries(TABLE) as Array<[DietaryRestriction, Case[]]>) {
    describe(restriction, () => {
      it('has pass and fail cases', () => {
        expect(cases.some((c) => c.violating.length === 0)).toBe(true);
        if (restriction !== 'none') expect(cases.some((c) => c.violating.length > 0)).toBe(true);
      });
      it.each(cases)('$name', ({ recipe: r, violating }) => {
        const report = check(r, [restriction]);
        expect(report.unresolved).toEqual([]);
        expect(report.violations.map((v) => v.ingredientId).sort()).toEqual([...violating].sort());
        expect(report.violations.every((v) => v.rule === restriction)).toBe(true);
        expect(report.ok).toBe(violating.length === 0);
      });
    });
  }
});

describe('violation details', () => {
  it('explains in French, naming the ingredient', () => {
    const [violation] = check(ids('lard'), ['halal']).violations;
    expect(violation).toEqual({
      ingredient: 'lard',
      ingredientId: 'lard',
      rule: 'halal',
      explanation: 'contient du porc',
      certainty: 'certain',
      reason: '« Lard » contient du porc.',
    });
  });

  it('explains the kosher meat and dairy mix on both sides', () => {
    const { violations } = check(ids('emince-de-poulet', 'creme'), ['kosher']);
    expect(violations.find((v) => v.ingredientId === 'creme')?.reason).toBe(
      '« Crème » est un produit laitier servi avec de la viande (émincé de poulet) : la cacherout interdit ce mélange.',
    );
    expect(violations.find((v) => v.ingredientId === 'emince-de-poulet')?.reason).toContain(
      'est une viande servie avec un produit laitier (crème)',
    );
  });

  it('reports one violation per ingredient and rule, for every restriction asked', () => {
    const report = check(ids('lardon', 'creme'), ['vegetarian', 'halal', 'kosher', 'none']);
    expect(report.violations.map((v) => `${v.rule}:${v.ingredientId}`).sort()).toEqual([
      'halal:lardon',
      'kosher:creme',
      'kosher:lardon',
      'vegetarian:lardon',
    ]);
  });
});

describe('avoided foods', () => {
  const avoided = (r: ReturnType<typeof recipe>, foods: string[]) =>
    check(r, [], foods).violations.filter((v) => v.rule === 'avoidedFood');

  it.each([
    ['champignons', ids('champignon-de-paris', 'creme'), ['champignon-de-paris']],
    ['Champignon', ids('girolle'), ['girolle']],
    ['porc', ids('lardon', 'cervelas', 'poulet'), ['lardon', 'cervelas']],
    [
      'patates',
      ids('pomme-de-terre-nouvelle', 'pomme-de-terre'),
      ['pomme-de-terre-nouvelle', 'pomme-de-terre'],
    ],
    ['oignons', ids('oignon-rouge', 'echalote'), ['oignon-rouge']],
    ['fromage', ids('gruyere', 'creme'), ['gruyere']],
    ['coriandre', ids('coriandre', 'persil'), ['coriandre']],
    ['gluten', ids('pates', 'riz', 'sauce-soja'), ['pates', 'sauce-soja']],
    ['lactose', ids('beurre', 'huile'), ['beurre']],
    ['fruits à coque', ids('pesto', 'noisette', 'cacahuete'), ['pesto', 'noisette']],
    ['œufs', ids('mayonnaise', 'oeuf', 'tofu'), ['mayonnaise', 'oeuf']],
    ['crustacés', ids('crevette', 'saumon'), ['crevette']],
    ['lait', ids('lait', 'lait-de-coco'), ['lait']],
  ])('%s', (food, r, violating) => {
    const violations = avoided(r, [food]);
    expect(violations.map((v) => v.ingredientId).sort()).toEqual([...violating].sort());
    expect(violations.every((v) => v.avoidedFood === food)).toBe(true);
  });

  it('ignores empty entries and reports which avoided food matched', () => {
    const [violation] = avoided(ids('coriandre'), ['  ', ' coriandre ']);
    expect(violation).toMatchObject({
      avoidedFood: 'coriandre',
      reason: '« Coriandre » correspond à un aliment que vous évitez : coriandre.',
    });
  });

  it('falls back to whole words when the avoided food is unknown to the base', () => {
    expect(
      avoided(recipe('1 sauce aux truffes maison'), ['truffes']).map((v) => v.ingredient),
    ).toEqual(['sauce aux truffes maison']);
    expect(avoided(ids('pomme'), ['pom'])).toEqual([]);
  });

  it('matches free-text lines through the knowledge base', () => {
    const r = recipe(
      '250 g de champignons de Paris émincés',
      '2 gousses d’ail',
      '1 c. à s. d’huile',
    );
    expect(avoided(r, ['champignons']).map((v) => v.ingredientId)).toEqual(['champignon-de-paris']);
    expect(avoided(r, ['ail']).map((v) => v.ingredientId)).toEqual(['ail']);
  });
});

describe('unresolved ingredients', () => {
  it('reports unknown ids and lines instead of passing them', () => {
    const report = check(
      recipe({ ingredientId: 'licorne' }, '2 cuillères de poudre de perlimpinpin', 'sel'),
      ['vegan'],
    );
    expect(report.violations).toEqual([]);
    expect(report.unresolved).toEqual(['licorne', 'poudre de perlimpinpin']);
    expect(report.ok).toBe(false);
  });

  it('is ok with no restriction and everything resolved', () => {
    expect(check(ids('sel'), ['none'])).toEqual({ ok: true, violations: [], unresolved: [] });
  });
});

describe('free-text lines', () => {
  it.each([
    ['200 g de lardons fumés', 'halal', 'lardon'],
    ['1 verre de vin blanc', 'halal', 'vin-blanc'],
    ['3 feuilles de gélatine', 'vegetarian', 'gelatine'],
    ['2 dl de crème entière', 'vegan', 'creme'],
    ['- 400 g de spaghetti', 'glutenFree', 'spaghetti'],
    ['50 g de noisettes moulues', 'nutFree', 'noisette'],
    ['1 kg de moules', 'kosher', 'moule'],
    ['25 g de beurre', 'dairyFree', 'beurre'],
  ] as const)('%s breaks %s', (line, restriction, id) => {
    const report = check(recipe(line, '1 pincée de sel'), [restriction]);
    expect(report.violations.map((v) => v.ingredientId)).toEqual([id]);
    expect(report.unresolved).toEqual([]);
  });

  it('checks every food a line names, so a second one cannot hide', () => {
    const report = check(recipe('50 g de beurre et farine'), ['glutenFree', 'dairyFree']);
    expect(report.violations.map((v) => `${v.rule}:${v.ingredientId}`).sort()).toEqual([
      'dairyFree:beurre',
      'glutenFree:farine',
    ]);
    expect(check(recipe('sel, poivre'), ['vegan']).ok).toBe(true);
  });

  it('mixes structured ingredients and lines for the kosher rule', () => {
    const report = check(recipe({ ingredientId: 'poulet' }, '2 dl de crème fraîche'), ['kosher']);
    expect(report.violations.map((v) => v.ingredientId).sort()).toEqual([
      'creme-fraiche',
      'poulet',
    ]);
  });

  it('passes a compliant free-text recipe', () => {
    const lines = [
      '500 g de pommes de terre',
      '1 oignon',
      '2 c. à s. d’huile d’olive',
      'sel, poivre',
    ];
    expect(check(recipe(...lines), ['vegan', 'glutenFree', 'halal', 'kosher']).ok).toBe(true);
  });
});

describe('satisfiedRestrictions', () => {
  it.each([
    [
      ids('pomme-de-terre', 'huile', 'sel'),
      ['none', 'vegetarian', 'vegan', 'glutenFree', 'dairyFree', 'nutFree', 'halal', 'kosher'],
    ],
    [ids('emince-de-poulet', 'creme'), ['none', 'glutenFree', 'nutFree', 'halal']],
    [ids('saumon', 'creme'), ['none', 'glutenFree', 'nutFree', 'halal', 'kosher']],
    [ids('fondue-moitie-moitie', 'kirsch', 'pain'), ['none', 'nutFree']],
    [
      ids('pain', 'fromage-a-pate-dure-vegetarien'),
      ['none', 'vegetarian', 'nutFree', 'halal', 'kosher'],
    ],
    [recipe('1 ingrédient introuvable'), ['none']],
  ])('%#', (r, expected) => {
    expect(satisfiedRestrictions(r)).toEqual(expected);
  });
});
