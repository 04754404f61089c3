import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../compliance';
import { getIngredient } from '../ingredients';
import { MEAL_TYPES, SEASONS } from '../vocabulary';
import { CATALOGUE_FILES, getRecipe, parseCatalogue, RECIPES, recipesByType } from './index';
import { DECLARABLE_DIETS, type DeclarableDiet, type Recipe } from './recipe-schema';

// The catalogue is what suggestions show to households with allergies and religious rules, so
// this test holds every declaration to the same checker the app uses at run time.

const MIN_PER_TYPE = 20;
const MIN_TOTAL = 150;
// A household with one restriction, or one of the most common pairs, still gets
// a real choice of every meal type. Counted by the checker, never from the declarations.
const MIN_COMPLIANT_PER_TYPE = 15;
const COMMON_PAIRS: ReadonlyArray<readonly [DeclarableDiet, DeclarableDiet]> = [
  ['vegetarian', 'glutenFree'],
  ['vegan', 'nutFree'],
  ['dairyFree', 'glutenFree'],
];
const MIN_SEASONAL_PER_TYPE = 5;

function isCompliant(recipe: Recipe, restrictions: readonly DeclarableDiet[]): boolean {
  const report = checkCompliance(recipe, { restrictions, avoidedFoods: [] });
  return report.ok && report.unresolved.length === 0;
}

describe('catalogue data files', () => {
  it('validate against the schema, each recipe in the file of its type', () => {
    expect(() => parseCatalogue(CATALOGUE_FILES)).not.toThrow();
  });

  it('hold enough recipes per type and in total', () => {
    const counts = Object.fromEntries(MEAL_TYPES.map((t) => [t, recipesByType(t).length]));
    for (const type of MEAL_TYPES) expect(counts[type], type).toBeGreaterThanOrEqual(MIN_PER_TYPE);
    expect(RECIPES.length).toBeGreaterThanOrEqual(MIN_TOTAL);
  });

  it('name only ingredients the knowledge base knows', () => {
    const unknown = RECIPES.flatMap((recipe) =>
      recipe.ingredients
        .filter((line) => getIngredient(line.ingredientId) === undefined)
        .map((line) => `${recipe.id}: ${line.ingredientId}`),
    );
    expect(unknown).toEqual([]);
  });

  it('declare a diet only for recipes that comply with it', () => {
    const wrong = RECIPES.flatMap((recipe) =>
      recipe.diets.flatMap((diet) => {
        const report = checkCompliance(recipe, { restrictions: [diet], avoidedFoods: [] });
        if (report.ok && report.unresolved.length === 0) return [];
        return [`${recipe.id} (${diet}): ${JSON.stringify(report)}`];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it.each(
    [...DECLARABLE_DIETS.map((diet) => [diet]), ...COMMON_PAIRS].map((restrictions) => ({
      restrictions,
      name: restrictions.join(' + '),
    })),
  )('offer at least 15 recipes of every type that pass $name', ({ restrictions }) => {
    const counts = Object.fromEntries(
      MEAL_TYPES.map((type) => [
        type,
        recipesByType(type).filter((recipe) => isCompliant(recipe, restrictions)).length,
      ]),
    );
    const gaps = Object.entries(counts).filter(([, count]) => count < MIN_COMPLIANT_PER_TYPE);
    expect(gaps, JSON.stringify(counts)).toEqual([]);
  });

  it('offer at least 5 seasonal recipes of every type for every season', () => {
    const gaps = MEAL_TYPES.flatMap((type) =>
      SEASONS.flatMap((season) => {
        // A recipe made all year says nothing about the season: it does not count.
        const count = recipesByType(type).filter(
          (r) => r.seasons.includes(season) && r.seasons.length < SEASONS.length,
        ).length;
        return count < MIN_SEASONAL_PER_TYPE ? [`${type} × ${season}: ${count}`] : [];
      }),
    );
    expect(gaps).toEqual([]);
  });
});

describe('catalogue loader', () => {
  it('finds a recipe by id and lists recipes by type', () => {
    const first = RECIPES[0]!;
    expect(getRecipe(first.id)).toBe(first);
    expect(getRecipe('boisson-inexistante')).toBeUndefined();
    expect(recipesByType(first.type)).toContain(first);
    expect(recipesByType('boisson').every((recipe) => recipe.type === 'boisson')).toBe(true);
  });
});

describe('catalogue validation rejects', () => {
  const valid = {
    id: 'boisson-eau-citronnee',
    type: 'boisson',
    title: 'Eau citronnée',
    description: 'De l’eau fraîche et un citron.',
    preparationMinutes: 2,
    cookingMinutes: 0,
    servings: 2,
    difficulty: 'facile',
    seasons: ['été'],
    diets: ['vegan'],
    ingredients: [
      { ingredientId: 'eau', quantity: 50, unit: 'cl' },
      { ingredientId: 'citron', quantity: 1, unit: 'unité', note: 'non traité' },
    ],
    instructions: ['Presser le citron.', 'Mélanger avec l’eau.'],
  };
  const filesWith = (boisson: unknown[]) => ({
    boisson,
    apéro: [],
    'amuse-bouche': [],
    entrée: [],
    plat: [],
    dessert: [],
  });

  it('accepts the reference recipe', () => {
    expect(parseCatalogue(filesWith([valid]))).toHaveLength(1);
  });

  it.each([
    ['an unknown key', { ...valid, imageUrl: 'x.png' }],
    [
      'an unknown unit',
      {
        ...valid,
        ingredients: [
          valid.ingredients[0],
          { ingredientId: 'citron', quantity: 1, unit: 'brouette' },
        ],
      },
    ],
    [
      'a zero quantity',
      {
        ...valid,
        ingredients: [valid.ingredients[0], { ingredientId: 'citron', quantity: 0, unit: 'unité' }],
      },
    ],
    ['a single ingredient', { ...valid, ingredients: [valid.ingredients[0]] }],
    ['a single instruction', { ...valid, instructions: ['Tout mélanger.'] }],
    ['the restriction none', { ...valid, diets: ['none'] }],
    ['no season', { ...valid, seasons: [] }],
    ['an id without the type prefix', { ...valid, id: 'eau-citronnee' }],
    ['a recipe in the file of another type', { ...valid, id: 'plat-eau-citronnee', type: 'plat' }],
  ])('%s', (_label, recipe) => {
    expect(() => parseCatalogue(filesWith([recipe]))).toThrow('Catalogue de recettes invalide');
  });

  describe('a main dish', () => {
    const plat = {
      ...valid,
      id: 'plat-eau-citronnee',
      type: 'plat',
      family: { suitsChildren: true, keepsDays: 3, onePot: true },
    };
    const platFiles = (recipe: unknown) => ({ ...filesWith([]), plat: [recipe] });

    it('is accepted with its family facts', () => {
      expect(parseCatalogue(platFiles(plat))[0]?.family).toEqual(plat.family);
    });

    it.each([
      ['without its family facts', { ...plat, family: undefined }],
      ['keeping longer than 4 days', { ...plat, family: { ...plat.family, keepsDays: 5 } }],
      ['with a family fact missing', { ...plat, family: { suitsChildren: true, keepsDays: 2 } }],
    ])('is rejected %s', (_label, recipe) => {
      expect(() => parseCatalogue(platFiles(recipe))).toThrow('Catalogue de recettes invalide');
    });
  });

  it('duplicate ids', () => {
    expect(() => parseCatalogue(filesWith([valid, valid]))).toThrow('en double');
  });
});
