import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeForSearch } from './search';

describe('search', () => {
  it('compares without case, accents or ligatures', () => {
    expect(normalizeForSearch('  Crème  FRAÎCHE ')).toBe('creme fraiche');
    expect(matchesSearch('oeuf', ['Œufs de poule'])).toBe(true);
    expect(matchesSearch('ENTREE', ['Salade d’entrée'])).toBe(true);
  });

  it('finds in any of the texts, and everything for an empty query', () => {
    expect(matchesSearch('poivron', ['Ratatouille', '2 poivrons rouges'])).toBe(true);
    expect(matchesSearch('poulet', ['Ratatouille', '2 poivrons rouges'])).toBe(false);
    expect(matchesSearch('   ', ['Ratatouille'])).toBe(true);
  });
});
