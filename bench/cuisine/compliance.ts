import {
  buildAvoidedFoodMatchers,
  findAvoidedFood,
} from '../../packages/cuisine/src/compliance/avoided-foods';
import { checkCompliance } from '../../packages/cuisine/src/compliance/index';
import {
  DIETARY_RESTRICTIONS,
  type DietaryFlag,
  type FormattableIngredient,
  findIngredient,
  getIngredient,
  type Ingredient,
  isIngredientOrDescendant,
} from '../../packages/cuisine/src/index';
import { measure, printTable } from '../lib/measure';
import { atMost, recordFigure } from '../lib/summary';
import { writeIngredientLine } from './_corpus';

// Compliance checks per second over the whole catalogue (item 7). One check is one
// recipe against one profile; a pass checks every recipe against every restriction alone and
// against a profile with avoided foods. Baseline: a trivial flag lookup over the same recipes.
// Avoided foods now catch what contains them; the second table sets that lookup against
// the is-a lookup it replaced (the food itself, its kinds, or a family flag), which it must not
// cost more than twice.

const PROFILES = [
  ...DIETARY_RESTRICTIONS.map((restriction) => ({
    restrictions: [restriction],
    avoidedFoods: [] as string[],
  })),
  {
    restrictions: ['vegetarian', 'glutenFree'] as const,
    avoidedFoods: ['champignons', 'coriandre', 'fruits à coque'],
  },
];

const AVOIDED_FOODS = [
  'tomates',
  'gluten',
  'lait',
  'noix',
  'champignons',
  'porc',
  'céleri',
  'œufs',
];
// The family words the is-a check knew, mapped to their flag.
const FAMILY_FLAGS: Readonly<Record<string, DietaryFlag>> = { gluten: 'gluten' };
const MAX_RATIO = 2;

type Recipes = ReadonlyArray<{
  ingredients: ReadonlyArray<FormattableIngredient & { ingredientId: string }>;
}>;

function benchmarkChecks(recipes: Recipes): void {
  const asText = recipes.map((recipe) => ({
    ingredients: recipe.ingredients.map(writeIngredientLine),
  }));
  const checksPerPass = recipes.length * PROFILES.length;
  const flagsOf = recipes.map((recipe) =>
    recipe.ingredients.map((i) => getIngredient(i.ingredientId)?.flags ?? []),
  );
  const baseline = () => {
    let sink = 0;
    for (const _profile of PROFILES) {
      for (const flags of flagsOf)
        if (!flags.some((f) => f.includes('meat') || f.includes('fish'))) sink++;
    }
    return sink >= 0 ? checksPerPass : 0;
  };
  const checkAll = (set: Recipes | typeof asText) => () => {
    let ok = 0;
    for (const profile of PROFILES)
      for (const recipe of set) if (checkCompliance(recipe, profile).ok) ok++;
    return ok >= 0 ? checksPerPass : 0;
  };
  const compliant = PROFILES.map(
    (profile) => recipes.filter((r) => checkCompliance(r, profile).ok).length,
  );
  printTable(
    `Dietary compliance — ${recipes.length} recipes × ${PROFILES.length} profiles = ${checksPerPass} checks per pass; compliant per profile: ${compliant.join(' ')}`,
    'checks',
    [
      measure('baseline: flag lookup per ingredient', baseline),
      measure('checkCompliance, structured catalogue ingredients', checkAll(recipes)),
      measure('checkCompliance, the same recipes as free-text lines', checkAll(asText), {
        runs: 5,
      }),
    ],
  );
}

function benchmarkContainsLookup(recipes: Recipes): void {
  const foods = recipes.flatMap((recipe) =>
    recipe.ingredients.flatMap((i) => getIngredient(i.ingredientId) ?? []),
  );
  const pairs = foods.length * AVOIDED_FOODS.length;
  // The is-a check as it stood before the composition graph: the food itself, one of its kinds, or a flag.
  const isA = AVOIDED_FOODS.map((text) => ({
    flag: FAMILY_FLAGS[text],
    ingredient: findIngredient(text),
  }));
  const isAvoidedByKind = (food: Ingredient, m: (typeof isA)[number]) =>
    (m.flag !== undefined && food.flags.includes(m.flag)) ||
    (m.ingredient !== undefined && isIngredientOrDescendant(food.id, m.ingredient.id));
  const matchers = buildAvoidedFoodMatchers(AVOIDED_FOODS);
  let caughtByKind = 0;
  let caughtByContents = 0;
  const kindLookup = () => {
    caughtByKind = 0;
    for (const food of foods) for (const m of isA) if (isAvoidedByKind(food, m)) caughtByKind++;
    return pairs;
  };
  const oneByOne = matchers.map((m) => [m]);
  const containsLookup = () => {
    caughtByContents = 0;
    for (const food of foods)
      for (const m of oneByOne) if (findAvoidedFood(food, m) !== undefined) caughtByContents++;
    return pairs;
  };
  const rows = [
    measure('is-a lookup (the food or a kind of it)', kindLookup),
    measure('« contains » lookup (what it is or holds)', containsLookup),
  ];
  printTable(
    `Avoided-food lookup — ${foods.length} catalogue ingredients × ${AVOIDED_FOODS.length} avoided foods = ${pairs} lookups per pass; caught: ${caughtByKind} by kind, ${caughtByContents} with contents`,
    'lookups',
    rows,
  );
  const ratio = rows[0]!.median / rows[1]!.median;
  const verdict = ratio <= MAX_RATIO ? 'within' : 'OVER';
  console.log(
    `« contains » costs ${ratio.toFixed(2)}× the is-a lookup (${verdict} the ${MAX_RATIO}× budget)`,
  );
  recordFigure({
    name: '« contains » lookup ÷ is-a lookup, cost',
    value: ratio,
    unit: '×',
    budget: atMost(MAX_RATIO),
  });
}

export default async function benchmarkCompliance(): Promise<void> {
  let recipes: Recipes;
  try {
    ({ RECIPES: recipes } = await import('../../packages/cuisine/src/catalogue/index'));
  } catch (error) {
    console.log(
      `Compliance benchmark skipped: the catalogue does not load yet (${String(error).slice(0, 160)}).`,
    );
    return;
  }
  benchmarkChecks(recipes);
  benchmarkContainsLookup(recipes);
}
