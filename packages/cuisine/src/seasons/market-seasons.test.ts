import { describe, expect, it } from 'vitest';
import { getIngredient, INGREDIENTS } from '../ingredients';
import { AT_MARKET_ALL_YEAR, IMPORTED_PRODUCE, PRODUCE_CALENDAR } from './market-calendar';
import {
  marketAvailability,
  monthsOf,
  produceInSeason,
  produceSeasonality,
} from './market-seasons';
import { type Month, seasonFit, seasonOfMonth } from './months';

const MONTHS = Array.from({ length: 12 }, (_, i) => (i + 1) as Month);

describe('the market calendar', () => {
  const classified = [...Object.keys(PRODUCE_CALENDAR), ...AT_MARKET_ALL_YEAR, ...IMPORTED_PRODUCE];

  it('names only fresh produce of the knowledge base, each once', () => {
    const wrong = classified.filter((id) => getIngredient(id)?.aisle !== 'fruits et légumes');
    expect(wrong).toEqual([]);
    expect(new Set(classified).size).toBe(classified.length);
  });

  it('classes every fresh fruit, vegetable and herb, itself or through its parent', () => {
    const unclassed = INGREDIENTS.filter((i) => i.aisle === 'fruits et légumes')
      .filter((i) => produceSeasonality(i.id) === undefined)
      .map((i) => i.id);
    expect(unclassed).toEqual([]);
  });

  it('never puts a month both at its peak and merely available', () => {
    for (const [id, calendar] of Object.entries(PRODUCE_CALENDAR)) {
      const available = monthsOf(calendar.available ?? '');
      expect(
        monthsOf(calendar.peak).filter((m) => available.includes(m)),
        id,
      ).toEqual([]);
    }
  });

  it.each(['13', '0', '6-', 'juin', '3-5-7', '6,'])('refuses « %s »', (spec) => {
    expect(() => monthsOf(spec)).toThrow('Calendrier des marchés invalide');
  });

  it.each([
    ['6-9', [6, 7, 8, 9]],
    ['10-2', [10, 11, 12, 1, 2]],
    ['3-5,9-11', [3, 4, 5, 9, 10, 11]],
    ['4,8', [4, 8]],
    ['12-7', [12, 1, 2, 3, 4, 5, 6, 7]],
    ['', []],
  ])('reads « %s » as %j', (spec, months) => {
    expect(monthsOf(spec)).toEqual(months);
  });
});

describe('marketAvailability', () => {
  it.each([
    ['courgette', 7, 'peak'],
    ['courgette', 1, 'out'],
    ['courgette', 5, 'available'],
    ['poireau', 1, 'peak'],
    ['chou', 1, 'peak'],
    ['chou', 6, 'out'],
    ['asperge', 5, 'peak'],
    ['fraise', 12, 'out'],
    ['orange', 1, 'peak'],
    ['pomme', 3, 'available'],
    // Kinds follow their parent.
    ['tomate-cerise', 8, 'peak'],
    ['asperge-verte', 11, 'out'],
    ['potimarron', 10, 'peak'],
  ] as const)('%s in month %i: %s', (id, month, expected) => {
    expect(marketAvailability(id, month)).toBe(expected);
  });

  it('has nothing to say about produce at market all year, imported, or not fresh', () => {
    for (const id of [
      'pomme-de-terre',
      'oignon-rouge',
      'champignon-de-paris',
      'citron',
      'banane',
    ]) {
      expect(
        MONTHS.map((m) => marketAvailability(id, m)),
        id,
      ).toEqual(Array(12).fill(undefined));
    }
    // Dried, canned, frozen: not the market's season, even when made of seasonal produce.
    for (const id of ['tomate-pelee', 'petits-pois-surgeles', 'pruneau', 'olive', 'farine']) {
      expect(produceSeasonality(id), id).toBeUndefined();
    }
    expect(produceSeasonality('inconnu')).toBeUndefined();
  });

  it('lists summer produce in July and winter produce in January', () => {
    const july = produceInSeason(7);
    const january = produceInSeason(1);
    expect(july).toEqual(expect.arrayContaining(['courgette', 'tomate', 'abricot', 'basilic']));
    expect(july).not.toContain('poireau');
    expect(january).toEqual(expect.arrayContaining(['poireau', 'chou', 'mache', 'orange']));
    expect(january).not.toContain('courgette');
  });

  it('has some produce at its peak every month', () => {
    for (const month of MONTHS)
      expect(produceInSeason(month).length, `${month}`).toBeGreaterThan(5);
  });
});

describe('months and seasons', () => {
  it.each([
    [1, 'hiver'],
    [3, 'printemps'],
    [5, 'printemps'],
    [6, 'été'],
    [8, 'été'],
    [9, 'automne'],
    [11, 'automne'],
    [12, 'hiver'],
  ] as const)('month %i is %s', (month, season) => {
    expect(seasonOfMonth(month)).toBe(season);
  });

  it('fits a recipe in its seasons, half at their borders, not otherwise', () => {
    expect(seasonFit(['été'], 7)).toBe(1);
    expect(seasonFit(['été'], 5)).toBe(0.5);
    expect(seasonFit(['été'], 9)).toBe(0.5);
    expect(seasonFit(['été'], 1)).toBe(0);
    expect(seasonFit(['automne', 'hiver'], 2)).toBe(1);
    expect(seasonFit(['automne', 'hiver'], 7)).toBe(0);
  });
});
