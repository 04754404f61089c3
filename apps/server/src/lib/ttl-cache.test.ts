import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('keeps an entry until its time is up, then forgets it', () => {
    let at = 0;
    const cache = createTtlCache<string>(() => new Date(at), 1000, 10);
    cache.set('a', 'recette');
    at = 999;
    expect(cache.get('a')).toBe('recette');
    at = 1000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the oldest entry when full, and a rewrite counts as new', () => {
    const cache = createTtlCache<number>(() => new Date(0), 1000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    cache.set('c', 4);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(3);
    expect(cache.get('c')).toBe(4);
  });
});
