import { describe, expect, it } from 'vitest';
import { seriesDates } from './planning-series';

describe('seriesDates', () => {
  const fridays = { startsOn: '2026-12-04', endsOn: null, everyWeeks: 1 };

  it('counts from the first day when nothing was written yet', () => {
    expect(seriesDates(fridays, '2026-12-03', '2026-12-25')).toEqual([
      '2026-12-04',
      '2026-12-11',
      '2026-12-18',
      '2026-12-25',
    ]);
  });

  it('goes on after the last day written, on the series’ own weeks, across a year', () => {
    expect(seriesDates(fridays, '2026-12-25', '2027-01-08')).toEqual(['2027-01-01', '2027-01-08']);
    expect(seriesDates(fridays, '2026-12-26', '2027-01-01')).toEqual(['2027-01-01']);
    const fortnight = { startsOn: '2026-12-06', endsOn: null, everyWeeks: 2 };
    expect(seriesDates(fortnight, '2026-12-07', '2027-01-17')).toEqual([
      '2026-12-20',
      '2027-01-03',
      '2027-01-17',
    ]);
  });

  it('stops at the end, and at the day asked for', () => {
    const ending = { ...fridays, endsOn: '2026-12-17' };
    expect(seriesDates(ending, '2026-12-03', '2027-03-01')).toEqual(['2026-12-04', '2026-12-11']);
    expect(seriesDates(fridays, '2026-12-03', '2026-12-03')).toEqual([]);
    expect(seriesDates({ ...fridays, endsOn: '2026-12-01' }, '2026-12-03', '2027-01-01')).toEqual(
      [],
    );
  });

  it('keeps the day across the change to summer time', () => {
    const sundays = { startsOn: '2027-03-21', endsOn: null, everyWeeks: 1 };
    expect(seriesDates(sundays, '2027-03-21', '2027-04-04')).toEqual(['2027-03-28', '2027-04-04']);
  });
});
