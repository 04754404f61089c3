import { readExpiry } from '@mijote/contracts';
import { describe, expect, it } from 'vitest';
import { expiryDateText, expiryText } from './expiry-text';
import { i18n } from './i18n';

const t = i18n.t.bind(i18n);

// Saturday 28 November 2026: the day, when an item dated today read « Périmé ».
const today = '2026-11-28';

describe('expiryText (decision 029: one reading of a date on every screen)', () => {
  it.each([
    ['2026-11-27', 'Périmé depuis le 27 novembre'],
    ['2026-11-28', 'Expire aujourd’hui'],
    ['2026-11-29', 'Expire demain'],
    ['2026-12-01', 'Expire le 1er décembre'],
    ['2027-03-03', 'Expire le 3 mars 2027'],
    ['2025-12-31', 'Périmé depuis le 31 décembre 2025'],
  ])('%s → %s', (date, text) => {
    expect(expiryText(t, readExpiry(date, today)!, today)).toBe(text);
  });

  it('writes the year only when it is not this one', () => {
    expect(expiryDateText('2026-12-01', today)).toBe('1er décembre');
    expect(expiryDateText('2027-03-03', today)).toBe('3 mars 2027');
  });
});
