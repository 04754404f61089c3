import { checkCompliance } from '../../packages/cuisine/src/compliance/index';
import {
  DIETARY_RESTRICTIONS,
  type FormattableIngredient,
  getIngredient,
} from '../../packages/cuisine/src/index';
import { measure, printTable } from '../lib/measure';
import { writeIngredientLine } from './_corpus';

// Compliance checks per second over the whole catalogue (issue 3, item 7). One check is one
// recipe against one profile; a pass checks every recipe against every restriction alone and
// against a profile with avoided foods. Baseline: a trivial flag lookup over the same recipes.

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

export default async function benchmarkCompliance(): Promise<void> {
  let recipes: ReadonlyArray<{
    ingredients: ReadonlyArray<FormattableIngredient & { ingredientId: string }>;
  }>;
  try {
    ({ RECIPES: recipes } = await import('../../packages/cuisine/src/catalogue/index'));
  } catch (error) {
    console.log(
      `Compliance benchmark skipped: the catalogue does not load yet (${String(error).slice(0, 160)}).`,
    );
    return;
  }
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
  const checkAll = (set: typeof recipes | typeof asText) => () => {
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
