import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MEAL_TYPES, mealTypeSlug } from '@mijote/cuisine/vocabulary';
import { describe, expect, it } from 'vitest';

// Decision 032: a recipe picture's outline (the theme's ink) and its china follow the theme.
// WCAG's 3:1 for graphics: in both themes the ink stands out from the china the foods lie on,
// and every dish's outline stands out from the picture's background, whatever the meal type.

const css = readFileSync(join(import.meta.dirname, '../../../index.css'), 'utf8');

/** The `--pic-*` colours a block of index.css sets (`:root` or `.dark`). */
function pictureColours(selector: ':root' | '.dark'): Record<string, string> {
  const blocks = [...css.matchAll(/(:root|\.dark) \{([^}]*)\}/g)].filter(
    ([, name, body]) => name === selector && body?.includes('--pic-'),
  );
  expect(blocks).toHaveLength(1);
  return Object.fromEntries(
    [...(blocks[0]![2] ?? '').matchAll(/--pic-([\w-]+):\s*(#[0-9a-f]{6})/g)].map(
      ([, name, value]) => [name!, value!],
    ),
  );
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe.each([':root', '.dark'] as const)('recipe pictures in %s', (theme) => {
  const colours = pictureColours(theme);
  const ink = colours.ink!;

  it('outline the foods in ink that stands out from the china', () => {
    expect(contrast(ink, colours.china!)).toBeGreaterThanOrEqual(3);
    expect(contrast(ink, colours['china-well']!)).toBeGreaterThanOrEqual(3);
  });

  it.each(MEAL_TYPES.map(mealTypeSlug))('outline every dish against the %s background', (slug) => {
    for (const background of [colours[`bg-${slug}`]!, colours[`blob-${slug}`]!]) {
      expect(contrast(ink, background)).toBeGreaterThanOrEqual(3);
    }
  });

  it('keep the wooden board and the slate apart from their outline', () => {
    expect(contrast(ink, colours.wood!)).toBeGreaterThanOrEqual(3);
    expect(
      Math.max(
        contrast(ink, colours.slate!),
        contrast(colours.slate!, colours['bg-amuse-bouche']!),
      ),
    ).toBeGreaterThanOrEqual(3);
  });
});
