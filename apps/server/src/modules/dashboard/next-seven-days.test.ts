import { describe, expect, it } from 'vitest';
import { nextSevenDays } from './next-seven-days';

describe('nextSevenDays: today and the six days after, in Zurich', () => {
  it.each([
    ['a Wednesday', '2026-03-11T12:00:00Z', '2026-03-11', '2026-03-17'],
    // The case: on a Saturday, the whole coming week counts, not Monday to Sunday.
    ['a Saturday', '2026-11-28T10:00:00Z', '2026-11-28', '2026-12-04'],
    ['a Sunday evening', '2026-03-15T20:00:00Z', '2026-03-15', '2026-03-21'],
    // 23:30 UTC on 28 November is already the 29th in Zurich: that day starts the count.
    ['23:30 UTC, the next day in Zurich', '2026-11-28T23:30:00Z', '2026-11-29', '2026-12-05'],
    ['across a year', '2026-12-29T10:00:00Z', '2026-12-29', '2027-01-04'],
    ['across a change of clocks', '2026-03-27T10:00:00Z', '2026-03-27', '2026-04-02'],
  ])('%s', (_name, now, start, end) => {
    expect(nextSevenDays(new Date(now))).toEqual({ start, end });
  });
});
