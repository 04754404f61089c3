import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { formatSyncTime } from './sync-time';

const t = i18n.t.bind(i18n);
const now = new Date('2026-11-29T09:30:00Z');

describe('when the data on screen dates from', () => {
  it('says today, yesterday or the day, at the Swiss time', () => {
    expect(formatSyncTime(t, Date.parse('2026-11-29T08:12:00Z'), now)).toBe(
      'd’aujourd’hui à 09:12',
    );
    expect(formatSyncTime(t, Date.parse('2026-11-28T17:40:00Z'), now)).toBe('d’hier à 18:40');
    expect(formatSyncTime(t, Date.parse('2026-11-27T17:40:00Z'), now)).toBe(
      'du 27 novembre à 18:40',
    );
    // 23:30 UTC on the 28th is already the 29th in Zurich.
    expect(formatSyncTime(t, Date.parse('2026-11-28T23:30:00Z'), now)).toBe(
      'd’aujourd’hui à 00:30',
    );
  });
});
