import { addDays } from '@mijote/contracts';
import {
  checkCompliance,
  type FridgeItemFacts,
  nextEvenings,
  planWeek,
  preferredIngredients,
  RECIPES,
  type Recipe,
  readFridge,
  seededRandom,
  weekBasket,
} from '@mijote/cuisine';
import { recordFigure } from '../lib/summary';

// « Planifier la semaine » against a week chosen at random: for a few hundred households of
// different rules (restrictions, avoided and preferred foods, sizes, children, a fridge with
// dates), the distinct foods to buy and the share of the packs and pieces bought (of foods that
// go off once opened) that the week leaves unused, for the proposed week and for a random week of
// seven distinct main dishes the same rules allow, from the same catalogue. A draw is seeded, so
// two runs compare the same households. Also how many of the fridge's foods that expire within
// three days the proposed week uses, and the time one proposal takes.

const HOUSEHOLDS = Number(process.env.BENCH_PLAN_HOUSEHOLDS ?? 300);
const TODAY = '2026-11-30';

const RESTRICTIONS = [
  [],
  [],
  [],
  ['vegetarian'],
  ['vegan'],
  ['glutenFree'],
  ['dairyFree'],
  ['halal'],
  ['nutFree'],
  ['vegetarian', 'glutenFree'],
  ['kosher'],
] as const;
const AVOIDED = [
  'coriandre',
  'champignon',
  'poivron',
  'chou-fleur',
  'aubergine',
  'olive',
  'céleri',
];
const PREFERRED = ['poulet', 'tomate', 'courgette', 'fromage', 'saumon', 'lentilles', 'riz'];
const FRIDGE = [
  'yaourt',
  'crème fraîche',
  'courgette',
  'épinards',
  'lardons',
  'poulet',
  'persil',
  'champignons',
  'lait',
  'carottes',
  'jambon',
  'mozzarella',
  'poireau',
  'saumon',
  'tofu',
];

const pick = <T>(items: readonly T[], random: () => number): T =>
  items[Math.floor(random() * items.length)]!;

function sample<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) {
    chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  }
  return chosen;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

export default function benchmarkWeekPlans(): void {
  const random = seededRandom(String(2026));
  const evenings = nextEvenings(TODAY);
  const rows = { plan: [] as number[][], random: [] as number[][] };
  const timings: number[] = [];
  let urgent = 0;
  let urgentUsed = 0;
  let households = 0;
  for (let n = 0; n < HOUSEHOLDS; n++) {
    const rules = {
      restrictions: [...pick(RESTRICTIONS, random)],
      avoidedFoods: sample(AVOIDED, Math.floor(random() * 3), random),
    };
    const mains = RECIPES.filter(
      (recipe) => recipe.type === 'plat' && checkCompliance(recipe, rules).ok,
    );
    if (mains.length < evenings.length) continue;
    households++;
    const servings = 2 + Math.floor(random() * 5);
    const items: FridgeItemFacts[] = sample(FRIDGE, Math.floor(random() * 7), random).map(
      (name) => ({
        name,
        expirationDate: random() < 0.8 ? addDays(TODAY, Math.floor(random() * 9)) : null,
      }),
    );
    const fridge = readFridge(items, TODAY).usable;
    const taste = {
      preferred: preferredIngredients(sample(PREFERRED, Math.floor(random() * 3), random)),
      month: 11,
      random,
      hasChildren: random() < 0.5,
    };
    const favoriteIds = sample(mains, 4, random).map((recipe) => recipe.id);
    const started = performance.now();
    const plan = planWeek({
      dates: evenings,
      candidates: mains,
      servings,
      today: TODAY,
      taste,
      favoriteIds,
      fridge,
    });
    timings.push(performance.now() - started);
    if (households === 1) {
      console.log(
        `\nThe first household (${rules.restrictions.join(', ') || 'no restriction'}; fridge: ${items.map((item) => `${item.name} ${item.expirationDate ?? 'sans date'}`).join(', ') || 'empty'}):`,
      );
      for (const p of plan.picks) {
        const notes = [
          p.isFavorite ? 'favori' : '',
          p.fridgeFoods.length > 0 ? `frigo : ${p.fridgeFoods.join(', ')}` : '',
          p.sharedFoods.length > 0 ? `partagé : ${p.sharedFoods.join(', ')}` : '',
        ].filter(Boolean);
        console.log(
          `  ${p.date} ${p.recipe.title}${notes.length > 0 ? ` (${notes.join(' ; ')})` : ''}`,
        );
      }
    }
    const options = { inFridge: fridge.map((food) => food.ingredient.id) };
    const chosen: Recipe[] = plan.picks.map((p) => p.recipe);
    const drawn = sample(mains, evenings.length, random);
    for (const [key, week] of [
      ['plan', chosen],
      ['random', drawn],
    ] as const) {
      const basket = weekBasket(
        week.map((recipe) => ({ recipe, servings })),
        options,
      );
      rows[key].push([basket.items, basket.unusedShare, basket.unusedPacks]);
    }
    const soon = fridge.filter((food) => food.daysLeft !== null && food.daysLeft <= 3);
    urgent += soon.length;
    urgentUsed += soon.filter((food) =>
      plan.picks.some((p) => p.fridgeFoods.includes(food.item.name)),
    ).length;
  }
  console.log(
    `\n${households} households (of ${HOUSEHOLDS} drawn; the others' rules allow fewer than 7 main dishes), 7 dinners each`,
  );
  console.log(
    ['week'.padEnd(10), 'foods (median, mean)'.padEnd(22), 'unused share (median, mean)'].join(' '),
  );
  for (const key of ['plan', 'random'] as const) {
    const foods = rows[key].map((row) => row[0]!);
    const unused = rows[key].map((row) => row[1]!);
    console.log(
      [
        (key === 'plan' ? 'proposed' : 'random').padEnd(10),
        `${median(foods)}, ${mean(foods).toFixed(1)}`.padEnd(22),
        `${percent(median(unused))}, ${percent(mean(unused))}`,
      ].join(' '),
    );
  }
  const better = rows.plan.filter((row, index) => row[1]! <= rows.random[index]![1]!).length;
  console.log(
    `The proposed week leaves no larger a share unused than the random one for ${better} of ${households} households; it uses ${urgentUsed} of the ${urgent} fridge foods due within 3 days. One proposal: median ${median(timings).toFixed(1)} ms, slowest ${Math.max(...timings).toFixed(1)} ms.`,
  );
  const foodsRatio = mean(rows.plan.map((r) => r[0]!)) / mean(rows.random.map((r) => r[0]!));
  const unusedRatio = mean(rows.plan.map((r) => r[1]!)) / mean(rows.random.map((r) => r[1]!));
  recordFigure({
    name: 'week plan: distinct foods, proposed / random',
    value: foodsRatio,
    unit: '×',
  });
  recordFigure({
    name: 'week plan: unused share of bought packs, proposed / random',
    value: unusedRatio,
    unit: '×',
  });
  recordFigure({ name: 'week plan: one proposal, median', value: median(timings), unit: 'ms' });
}
