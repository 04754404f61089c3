import { describe, expect, it } from 'vitest';
import {
  formatDayMonth,
  formatLongDate,
  formatShortWeekday,
  formatWeekRange,
  startOfWeek,
  todayIsoDate,
  weekOf,
} from './dates';

describe('French dates', () => {
  it.each([
    ['2026-11-21', 'samedi 21 novembre 2026'],
    ['2026-11-01', 'dimanche 1er novembre 2026'],
    ['2027-01-04', 'lundi 4 janvier 2027'],
    ['2026-08-15', 'samedi 15 août 2026'],
  ])('formatLongDate(%s) is %s', (date, expected) => {
    expect(formatLongDate(date)).toBe(expected);
  });

  it('formats the short forms', () => {
    expect(formatDayMonth('2026-12-01')).toBe('1er décembre');
    expect(formatDayMonth('2026-12-24')).toBe('24 décembre');
    expect(formatShortWeekday('2026-11-21')).toBe('sam.');
  });

  it.each([
    ['2026-11-16', '2026-11-16'], // a Monday is its own week's start
    ['2026-11-22', '2026-11-16'], // Sunday ends the week
    ['2027-01-01', '2026-12-28'], // across the new year
    ['2026-03-29', '2026-03-23'], // the Sunday clocks go forward
  ])('startOfWeek(%s) is %s', (date, monday) => {
    expect(startOfWeek(date)).toBe(monday);
  });

  it('weekOf lists the seven days from Monday, across a month end', () => {
    expect(weekOf('2026-11-30')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
  });

  it('todayIsoDate counts in Swiss time: 23:30 UTC on 21 Nov is already the 22nd in Zurich', () => {
    expect(todayIsoDate(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    expect(todayIsoDate(new Date('2026-11-21T22:30:00Z'))).toBe('2026-11-21');
  });

  it.each([
    ['2026-11-16', '16 au 22 novembre 2026'],
    ['2026-11-30', '30 novembre au 6 décembre 2026'],
    ['2026-12-28', '28 décembre 2026 au 3 janvier 2027'],
    ['2027-02-01', '1er au 7 février 2027'],
  ])('formatWeekRange(%s) is %s', (monday, expected) => {
    expect(formatWeekRange(monday)).toBe(expected);
  });
});

describe('the French names, without Intl', () => {
  // Held to Intl's fr-CH every day of two years: the names in fr.json read as the browser's do.
  it('reads every day of 2026 and 2027 as Intl does, without its comma', () => {
    const long = new Intl.DateTimeFormat('fr-CH', {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    const short = new Intl.DateTimeFormat('fr-CH', { timeZone: 'UTC', weekday: 'short' });
    const wrong: string[] = [];
    for (let day = '2026-01-01'; day < '2028-01-01'; ) {
      const date = new Date(`${day}T00:00:00Z`);
      const expected = long
        .format(date)
        .replace(',', '')
        .replace(/^(\S+ )1 /, '$11er ');
      if (formatLongDate(day) !== expected) wrong.push(`${formatLongDate(day)} ≠ ${expected}`);
      if (formatShortWeekday(day) !== short.format(date)) wrong.push(`${day}: short weekday`);
      day = new Date(date.getTime() + 86_400_000).toISOString().slice(0, 10);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});
