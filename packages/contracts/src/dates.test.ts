import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  instantOf,
  isoDateSchema,
  isValidIsoDate,
  localDateOf,
  localTimeOf,
  timeSchema,
} from './dates';

describe('isValidIsoDate', () => {
  it.each([
    ['2026-03-11', true],
    ['2024-02-29', true], // leap year
    ['2000-02-29', true], // divisible by 400
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2100-02-29', false], // divisible by 100, not 400
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-1-01', false],
    ['26-01-01', false],
    [' 2026-01-01', false],
    ['2026-01-01T00:00', false],
    ['0000-01-01', false], // outside the years a household plans in
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isValidIsoDate(value)).toBe(expected);
  });

  it('answers the required key when the date is missing and dateInvalid when it does not exist', () => {
    const schema = isoDateSchema('validation.dateRequired');
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('validation.dateRequired');
    expect(schema.safeParse('2026-02-30').error?.issues[0]?.message).toBe('validation.dateInvalid');
  });
});

describe('timeSchema', () => {
  it.each([
    ['19:00', true],
    ['00:00', true],
    ['23:59', true],
    ['24:00', false],
    ['7:30', false],
    ['12:60', false],
    ['12h30', false],
  ])('%j → %s', (value, expected) => {
    expect(timeSchema.safeParse(value).success).toBe(expected);
  });
});

describe('calendar arithmetic', () => {
  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    // 29 March 2026 is the switch to summer time in Zurich: days stay days.
    ['2026-03-28', 2, '2026-03-30'],
  ])('%s + %d days = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });

  it('takes today in Zurich, not in UTC', () => {
    // 23:30 UTC on 15 March is already 00:30 on 16 March in Zurich (UTC+1).
    expect(localDateOf(new Date('2026-03-15T23:30:00Z'))).toBe('2026-03-16');
    // 22:30 UTC in July is 00:30 the next day in Zurich (UTC+2).
    expect(localDateOf(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
    expect(localDateOf(new Date('2026-07-01T21:30:00Z'))).toBe('2026-07-01');
  });
});

describe('instantOf', () => {
  it.each([
    ['2026-01-15', '12:00', '2026-01-15T11:00:00.000Z'],
    ['2026-07-15', '19:00', '2026-07-15T17:00:00.000Z'],
    ['2026-12-31', '23:30', '2026-12-31T22:30:00.000Z'],
    ['2026-01-01', '00:15', '2025-12-31T23:15:00.000Z'],
    // The spring change skips 02:00–03:00: 02:30 is read with the winter offset (03:30 CEST).
    ['2026-03-29', '02:30', '2026-03-29T01:30:00.000Z'],
    ['2026-03-29', '12:00', '2026-03-29T10:00:00.000Z'],
    // The autumn change shows 02:30 twice: the first, still in summer time.
    ['2026-10-25', '02:30', '2026-10-25T00:30:00.000Z'],
    ['2026-10-25', '12:00', '2026-10-25T11:00:00.000Z'],
  ])('reads %s %s in Zurich as %s', (date, time, expected) => {
    expect(instantOf(date, time).toISOString()).toBe(expected);
  });

  it('reads another zone when asked', () => {
    expect(instantOf('2026-07-15', '12:00', 'America/New_York').toISOString()).toBe(
      '2026-07-15T16:00:00.000Z',
    );
  });
});

describe('Zurich time without Intl', () => {
  // Held to Intl.DateTimeFormat (the tz database) every hour of several years, across each
  // change of clock: the arithmetic must read the same day and time as the database.
  const viaIntl = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Zurich',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const read = (instant: Date) => {
    const parts = Object.fromEntries(viaIntl.formatToParts(instant).map((p) => [p.type, p.value]));
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
  };

  it.each([1996, 2003, 2026, 2027, 2038])(
    'reads every hour of %i as the tz database does',
    (year) => {
      const wrong: string[] = [];
      for (
        let instant = Date.UTC(year, 0, 1);
        instant < Date.UTC(year + 1, 0, 1);
        instant += 30 * 60 * 1000
      ) {
        const when = new Date(instant);
        const ours = `${localDateOf(when)} ${localTimeOf(when)}`;
        if (ours !== read(when)) wrong.push(`${when.toISOString()}: ${ours} ≠ ${read(when)}`);
      }
      expect(wrong.slice(0, 5)).toEqual([]);
    },
  );

  it('asks Intl for another time zone', () => {
    expect(localTimeOf(new Date('2026-07-01T12:00:00Z'), 'America/New_York')).toBe('08:00');
    expect(localDateOf(new Date('2026-07-01T02:00:00Z'), 'America/New_York')).toBe('2026-06-30');
  });
});
