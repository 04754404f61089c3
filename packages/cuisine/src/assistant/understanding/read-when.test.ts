import { describe, expect, it } from 'vitest';
import { readWhen } from './read-when';

// 2025-01-14 is a Tuesday.
const TUESDAY = '2025-01-14';

describe('readWhen', () => {
  it.each([
    ['planifie ce plat mardi soir', '2025-01-14', '19:00', 'ce soir'],
    ['planifie ce plat mardi prochain', '2025-01-21', '19:00', 'mardi soir'],
    ['planifie ce plat mercredi', '2025-01-15', '19:00', 'mercredi soir'],
    ['planifie ce plat lundi midi', '2025-01-20', '12:00', 'lundi midi'],
    ['planifie ce plat demain', '2025-01-15', '19:00', 'demain soir'],
    ['planifie ce plat apres demain a 20 h 30', '2025-01-16', '20:30', 'jeudi à 20 h 30'],
    ['planifie ce plat ce midi', TUESDAY, '12:00', 'ce midi'],
    ['planifie ce plat', TUESDAY, '19:00', 'ce soir'],
    ['planifie ce plat dimanche a 12 h', '2025-01-19', '12:00', 'dimanche à 12 h'],
  ])('%j', (text, date, time, label) => {
    expect(readWhen(text, TUESDAY)).toEqual({ date, time, label });
  });
});
