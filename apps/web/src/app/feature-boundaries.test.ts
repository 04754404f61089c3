import { describe, expect, it } from 'vitest';
import biomeConfig from '../../biome.json?raw';

/** Every folder of src/features, from the files Vite sees there. */
const features = [
  ...new Set(
    Object.keys(import.meta.glob('../features/*/**/*.{ts,tsx}')).map((path) => path.split('/')[2]),
  ),
].sort();

describe('apps/web/biome.json', () => {
  // A glob cannot say « a folder other than mine », so the pattern that stops a feature from
  // reaching another by a relative path (`../fridge/…`) names them all: a new feature left out of
  // it could be imported that way unnoticed.
  it('names every feature in the patterns that stop relative imports between features', () => {
    const lists = [...biomeConfig.matchAll(/"\*\*\/\.\.\/\{([^}]*)\}/g)].map((match) => match[1]);
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) expect(list).toBe(['app', 'features', ...features].join(','));
  });
});
