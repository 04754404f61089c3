import {
  dishesFor,
  IN_SEASON_VEGETARIAN_FLOOR,
  inSeasonIn,
  MONTHS,
  QUICK_MINUTES,
  QUICK_SHARE_FLOOR,
  quickShare,
  VARIETY_HOUSEHOLDS,
  weeksBeforeRepeat,
} from '../../packages/cuisine/src/catalogue/variety';
import { recipesByType } from '../../packages/cuisine/src/index';
import { atLeast, recordFigure } from '../lib/summary';

// Decision 034: how far the built-in catalogue feeds a household. Counts, not timings (no
// server, cheap): per household of the table the main dishes it may cook by the product's
// own compliance check, those in season in its leanest month, and the weeks of five dinners
// before one repeats; the vegetarian dishes in season month by month; the share ready in 30 min.

const pad = (text: string, width: number) => text.padEnd(width);
const verdict = (value: number, floor: number) => (value >= floor ? 'ok' : 'MISSED');

export default function benchmarkCatalogue(): void {
  const plats = recipesByType('plat');
  console.log(`\nMain dishes in the catalogue: ${plats.length}`);
  const months = MONTHS.map((m) => String(m).padStart(4)).join('');
  console.log(
    `\n${pad('household', 42)}${'dishes'.padStart(7)}${'floor'.padStart(7)}        weeks   in season, month 1 → 12\n${' '.repeat(42 + 7 + 7 + 1 + 7 + 6 + 3)}${months}`,
  );
  for (const household of VARIETY_HOUSEHOLDS) {
    const dishes = dishesFor(plats, household.restrictions);
    const perMonth = MONTHS.map((m) => inSeasonIn(dishes, m).length);
    const weeks = weeksBeforeRepeat(dishes);
    console.log(
      `${pad(household.label, 42)}${String(dishes.length).padStart(7)}${String(household.floor).padStart(7)} ${pad(verdict(dishes.length, household.floor), 7)}${String(weeks).padStart(6)}   ${perMonth.map((n) => String(n).padStart(4)).join('')}`,
    );
    recordFigure({
      name: `main dishes, ${household.label}`,
      value: dishes.length,
      unit: 'dishes',
      budget: atLeast(household.floor),
    });
    recordFigure({
      name: `weeks of 5 dinners before a repeat, ${household.label}`,
      value: weeks,
      unit: 'weeks',
    });
  }

  const vegetarian = dishesFor(plats, ['vegetarian']);
  console.log(
    `\nVegetarian main dishes in season (floor ${IN_SEASON_VEGETARIAN_FLOOR} each month):`,
  );
  for (const month of MONTHS) {
    const count = inSeasonIn(vegetarian, month).length;
    console.log(
      `  month ${String(month).padStart(2)}: ${String(count).padStart(3)}  ${verdict(count, IN_SEASON_VEGETARIAN_FLOOR)}`,
    );
    recordFigure({
      name: `vegetarian main dishes in season, month ${month}`,
      value: count,
      unit: 'dishes',
      budget: atLeast(IN_SEASON_VEGETARIAN_FLOOR),
    });
  }

  const share = quickShare(plats);
  console.log(
    `\nReady in ≤ ${QUICK_MINUTES} min: ${(share * 100).toFixed(0)} % of main dishes (floor ${QUICK_SHARE_FLOOR * 100} %) ${verdict(share, QUICK_SHARE_FLOOR)}`,
  );
  recordFigure({
    name: `main dishes ready in ≤ ${QUICK_MINUTES} min`,
    value: share * 100,
    unit: '%',
    budget: atLeast(QUICK_SHARE_FLOOR * 100),
  });
}
