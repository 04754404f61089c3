import { describe, expect, it } from 'vitest';
import { readDuration, readFrenchDuration, readIsoDuration } from './read-duration';
import { readServings } from './read-servings';

describe('readIsoDuration', () => {
  it.each([
    ['PT1H30M', 90],
    ['PT20M', 20],
    ['P0DT0H45M', 45],
    ['PT2H', 120],
    ['PT0.5H', 30],
    ['pt15m', 15],
    ['P1D', 1440],
  ])('%s is %i minutes', (text, minutes) => expect(readIsoDuration(text)).toBe(minutes));

  it.each(['', 'P', 'PT', 'PT0M', '20 min', 'PT1H30'])('%s is not a duration', (text) =>
    expect(readIsoDuration(text)).toBeUndefined(),
  );
});

describe('readFrenchDuration', () => {
  it.each([
    ['20 min', 20],
    ['45 minutes', 45],
    ['1 h 30', 90],
    ['1h30', 90],
    ['1 heure 15 minutes', 75],
    ['2 heures', 120],
    ['1 h 05 min', 65],
    ['environ 10 min', 10],
  ])('%s is %i minutes', (text, minutes) => expect(readFrenchDuration(text)).toBe(minutes));

  it.each(['quelques minutes', 'rapide', '0 min'])('%s is not a duration', (text) =>
    expect(readFrenchDuration(text)).toBeUndefined(),
  );

  it('reads numbers and either form', () => {
    expect(readDuration(25)).toBe(25);
    expect(readDuration('PT25M')).toBe(25);
    expect(readDuration('25 min')).toBe(25);
    expect(readDuration(null)).toBeUndefined();
  });
});

describe('readServings', () => {
  it.each([
    [4, 4],
    ['4', 4],
    ['4 personnes', 4],
    ['Pour 6 pers.', 6],
    ['8 parts', 8],
    ['4 à 6 personnes', 4],
    ['quatre personnes', 4],
    [['4', '4 personnes'], 4],
    [['une tarte', '6 parts'], 6],
  ])('%j serves %i', (value, servings) => expect(readServings(value)).toBe(servings));

  it.each([0, '', 'une tarte', '1000 personnes', null, {}])('%j says nothing', (value) =>
    expect(readServings(value)).toBeUndefined(),
  );
});
