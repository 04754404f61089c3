import { describe, expect, it } from 'vitest';
import { currentWeek } from './current-week';

describe('currentWeek', () => {
  it.each([
    ['a Wednesday', '2026-03-11T12:00:00Z', '2026-03-09', '2026-03-15'],
    ['a Monday morning', '2026-03-09T06:00:00Z', '2026-03-09', '2026-03-15'],
    ['a Sunday evening', '2026-03-15T20:00:00Z', '2026-03-09', '2026-03-15'],
    // 23:30 UTC on Sunday is already Monday 00:30 in Zurich: the next week has begun.
    ['Sunday 23:30 UTC, Monday in Zurich', '2026-03-15T23:30:00Z', '2026-03-16', '2026-03-22'],
    ['across a month and a year', '2026-01-01T10:00:00Z', '2025-12-29', '2026-01-04'],
  ])('%s', (_name, now, start, end) => {
    expect(currentWeek(new Date(now))).toEqual({ start, end });
  });
});
