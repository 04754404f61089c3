import { describe, expect, it } from 'vitest';
import { findCountry, searchCountries, toE164 } from './countries';

describe('phone countries', () => {
  it('names countries in French and finds them without accents', () => {
    expect(findCountry('CH')).toMatchObject({ name: 'Suisse', callingCode: '41' });
    expect(searchCountries('etats').map((c) => c.code)).toContain('US');
    expect(searchCountries('+33').map((c) => c.code)).toContain('FR');
  });

  it('builds E.164 numbers from a national number', () => {
    expect(toE164('079 123 45 67', 'CH')).toBe('+41791234567');
    expect(toE164('06 12 34 56 78', 'FR')).toBe('+33612345678');
    expect(toE164('', 'CH')).toBe('');
  });
});
