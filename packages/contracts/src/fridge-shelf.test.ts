import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FRIDGE_SHELVES, shelfOf } from './fridge-shelf';

describe('shelfOf (spec section 4: a hash of the id modulo 5)', () => {
  it('is stable: the same id always gets the same shelf, on any machine', () => {
    // Fixed values (FNV-1a checked by hand: '' is the offset basis 2166136261, so shelf 1): a
    // change of the hash would move every family's items to other shelves.
    expect(shelfOf('00000000-0000-4000-8000-000000000000')).toBe(
      shelfOf('00000000-0000-4000-8000-000000000000'),
    );
    expect(
      [
        '3f1c2a8e-5b7d-4c9e-8f0a-1b2c3d4e5f60',
        'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d',
        'ffffffff-ffff-4fff-bfff-ffffffffffff',
        '',
      ].map(shelfOf),
    ).toEqual([0, 3, 4, 1]);
  });

  it('always answers a shelf from 0 to 4', () => {
    for (let i = 0; i < 1000; i++) {
      const shelf = shelfOf(randomUUID());
      expect(Number.isInteger(shelf) && shelf >= 0 && shelf < FRIDGE_SHELVES).toBe(true);
    }
  });

  it('spreads items evenly over the five shelves', () => {
    const counts = new Array<number>(FRIDGE_SHELVES).fill(0);
    const total = 20_000;
    for (let i = 0; i < total; i++) counts[shelfOf(randomUUID())]! += 1;
    for (const count of counts) {
      // 20 % each; 18 % to 22 % leaves room for chance (about 7 standard deviations).
      expect(count / total).toBeGreaterThan(0.18);
      expect(count / total).toBeLessThan(0.22);
    }
  });
});
