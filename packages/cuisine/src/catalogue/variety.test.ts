import { describe, expect, it } from 'vitest';
import { recipesByType } from './index';
import {
  dishesFor,
  IN_SEASON_VEGETARIAN_FLOOR,
  inSeasonIn,
  MONTHS,
  QUICK_SHARE_FLOOR,
  quickShare,
  VARIETY_HOUSEHOLDS,
} from './variety';

// Decision 034: the floors the catalogue's main dishes must hold, each counted the way the bench
// counts it (`npm run bench -- cuisine/catalogue`), by the product's own compliance check and
// the market calendar. A dish removed or a food reclassed that drops a count below its floor
// fails here.

const plats = recipesByType('plat');

describe('the catalogue’s main dishes', () => {
  it.each(VARIETY_HOUSEHOLDS.map((h) => ({ ...h, name: h.label })))(
    'give the household « $name » at least $floor dishes it may cook',
    ({ restrictions, floor }) => {
      expect(dishesFor(plats, restrictions).length).toBeGreaterThanOrEqual(floor);
    },
  );

  it('give a vegetarian household at least 30 dishes in season every month', () => {
    const vegetarian = dishesFor(plats, ['vegetarian']);
    const short = MONTHS.map((month) => ({
      month,
      count: inSeasonIn(vegetarian, month).length,
    })).filter(({ count }) => count < IN_SEASON_VEGETARIAN_FLOOR);
    expect(short).toEqual([]);
  });

  it('are ready in 30 minutes or less for at least 40 % of them', () => {
    expect(quickShare(plats)).toBeGreaterThanOrEqual(QUICK_SHARE_FLOOR);
  });
});
