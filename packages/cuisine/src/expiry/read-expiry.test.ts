import { describe, expect, it } from 'vitest';
import { frenchExpiry, isExpired, isExpiringSoon, readExpiry } from './read-expiry';

// Decision 029: one reading of a date. Saturday 28 November 2026 is « today » below.
const TODAY = '2026-11-28';

describe('readExpiry (decision 029: an item dated today is usable today)', () => {
  it.each([
    ['long past', '2026-11-02', 'expired', -26, 'périmé depuis le lundi 2 novembre'],
    ['yesterday', '2026-11-27', 'expired', -1, 'périmé depuis le vendredi 27 novembre'],
    ['today', '2026-11-28', 'today', 0, 'expire aujourd’hui'],
    ['tomorrow', '2026-11-29', 'tomorrow', 1, 'expire demain'],
    ['in 2 days, across a month end', '2026-11-30', 'soon', 2, 'expire le lundi 30 novembre'],
    ['in 3 days', '2026-12-01', 'soon', 3, 'expire le mardi 1er décembre'],
    ['in 4 days', '2026-12-02', 'later', 4, 'expire le mercredi 2 décembre'],
    ['next year', '2027-03-03', 'later', 95, 'expire le mercredi 3 mars 2027'],
    ['last year', '2025-12-31', 'expired', -332, 'périmé depuis le mercredi 31 décembre 2025'],
  ] as const)('%s: %s → %s', (_name, date, state, daysLeft, french) => {
    const reading = readExpiry(date, TODAY);
    expect(reading).toEqual({ state, date, daysLeft });
    expect(frenchExpiry(reading!, TODAY)).toBe(french);
  });

  it('has no reading without a date, or with one that is not a calendar day', () => {
    expect(readExpiry(null, TODAY)).toBeNull();
    expect(readExpiry('2026-02-30', TODAY)).toBeNull();
    expect(readExpiry('demain', TODAY)).toBeNull();
  });

  it.each([
    [null, false, false],
    ['2026-11-27', true, false],
    ['2026-11-28', false, true],
    ['2026-11-29', false, true],
    ['2026-12-01', false, true],
    ['2026-12-02', false, false],
  ])('%s → expired %s, to eat first %s', (date, expired, soon) => {
    expect(isExpired(date, TODAY)).toBe(expired);
    expect(isExpiringSoon(date, TODAY)).toBe(soon);
  });
});
