import { readFileSync, statSync } from 'node:fs';
import { MEAL_TYPES, mealTypeSlug } from '@mijote/cuisine/vocabulary';
import { describe, expect, it } from 'vitest';
import { RECIPE_IMAGE_PATHS, RECIPE_IMAGES_PER_TYPE, recipeImageUrl } from './recipe-images';

const PUBLIC_DIR = new URL('../../../apps/web/public', import.meta.url);
const MAX_PICTURE_BYTES = 8 * 1024;

/**
 * Why an SVG file is not well-formed XML (unbalanced or unquoted tags, stray text), or null.
 * The pictures are hand-written, so a forgotten "/" would otherwise only show as a broken image.
 */
function xmlProblem(svg: string): string | null {
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  const open: string[] = [];
  let end = 0;
  for (const match of svg.matchAll(tag)) {
    const between = svg.slice(end, match.index);
    if (/[<>]/.test(between)) return `stray markup before <${match[2]}>: ${between.trim()}`;
    end = match.index + match[0].length;
    const [, closing, name, , selfClosing] = match;
    if (closing && open.pop() !== name) return `</${name}> does not close the open tag`;
    if (!closing && !selfClosing) open.push(name!);
  }
  if (/\S/.test(svg.slice(end))) return 'text after the last tag';
  return open.length > 0 ? `<${open.join('>, <')}> never closed` : null;
}

function pathsOf(slug: string): string[] {
  return [1, 2, 3].map((number) => `/recipes/${slug}-${number}.svg`);
}

describe('recipeImageUrl (decision 022)', () => {
  it.each(MEAL_TYPES)('gives %s one of its own three pictures', (type) => {
    const own = pathsOf(mealTypeSlug(type));
    for (let draw = 0; draw < 50; draw++) {
      expect(own).toContain(recipeImageUrl(type));
    }
  });

  it('names the six slugs the files use', () => {
    expect(MEAL_TYPES.map(mealTypeSlug)).toEqual([
      'boisson',
      'apero',
      'amuse-bouche',
      'entree',
      'plat',
      'dessert',
    ]);
  });

  it('picks each of the three pictures across the random range', () => {
    const picked = [0, 0.2, 0.34, 0.5, 0.67, 0.99].map((value) =>
      recipeImageUrl('dessert', () => value),
    );
    expect(picked).toEqual([
      '/recipes/dessert-1.svg',
      '/recipes/dessert-1.svg',
      '/recipes/dessert-2.svg',
      '/recipes/dessert-2.svg',
      '/recipes/dessert-3.svg',
      '/recipes/dessert-3.svg',
    ]);
  });

  it('uses the default random source to reach all three pictures', () => {
    const seen = new Set(Array.from({ length: 300 }, () => recipeImageUrl('boisson')));
    expect([...seen].sort()).toEqual(pathsOf('boisson'));
  });

  it('stays within the three pictures when the random source misbehaves', () => {
    expect(recipeImageUrl('entrée', () => 1)).toBe('/recipes/entree-3.svg');
    expect(recipeImageUrl('entrée', () => -0.5)).toBe('/recipes/entree-1.svg');
    expect(recipeImageUrl('entrée', () => Number.NaN)).toBe('/recipes/entree-1.svg');
  });

  it.each([
    ['apero', '/recipes/apero-1.svg'],
    [' Apéro ', '/recipes/apero-1.svg'],
    ['AMUSE-BOUCHE', '/recipes/amuse-bouche-1.svg'],
    ['entree', '/recipes/entree-1.svg'],
  ])('reads %j as its meal type', (type, expected) => {
    expect(recipeImageUrl(type, () => 0)).toBe(expected);
  });

  it.each(['', 'goûter', 'brunch', 'plats'])('gives the unknown type %j a plat picture', (type) => {
    expect(recipeImageUrl(type, () => 0.1)).toBe('/recipes/plat-1.svg');
    expect(recipeImageUrl(type, () => 0.5)).toBe('/recipes/plat-2.svg');
    expect(recipeImageUrl(type, () => 0.9)).toBe('/recipes/plat-3.svg');
  });
});

describe('xmlProblem, the well-formedness check of these tests', () => {
  it.each([
    ['<svg a="1"><g><rect/></g></svg>', null],
    ['<svg a="1"><g><rect/></svg>', '</svg> does not close the open tag'],
    ['<svg a="1"><g><rect></g></svg>', '</g> does not close the open tag'],
    ['<svg a=1><rect/></svg>', 'stray markup before <rect>: <svg a=1>'],
    ['<svg><rect/>', '<svg> never closed'],
  ])('%s → %s', (svg, problem) => {
    expect(xmlProblem(svg)).toBe(problem);
  });
});

describe('RECIPE_IMAGE_PATHS', () => {
  it('lists three pictures for each of the six types, none twice', () => {
    expect(RECIPE_IMAGE_PATHS).toHaveLength(MEAL_TYPES.length * RECIPE_IMAGES_PER_TYPE);
    expect(new Set(RECIPE_IMAGE_PATHS).size).toBe(RECIPE_IMAGE_PATHS.length);
    expect(RECIPE_IMAGE_PATHS).toEqual(MEAL_TYPES.flatMap((type) => pathsOf(mealTypeSlug(type))));
  });

  it.each(RECIPE_IMAGE_PATHS)('%s is a small, self-contained SVG in apps/web/public', (path) => {
    const file = new URL(`.${path}`, `${PUBLIC_DIR.href}/`);
    expect(statSync(file).size).toBeLessThan(MAX_PICTURE_BYTES);
    const svg = readFileSync(file, 'utf8');
    expect(svg).toMatch(/^<svg\s[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toMatch(/^<svg\s[^>]*viewBox="0 0 400 300"/);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(xmlProblem(svg)).toBeNull();
    expect(svg).not.toMatch(/<script/i);
    expect(svg).not.toMatch(/href="http/i);
    expect(svg).not.toMatch(/<image/i);
    expect(svg).not.toMatch(/<text/i);
    expect(svg).not.toMatch(/url\((?!#)/i);
    // <use> may only point at a shape drawn in the same file.
    const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
    for (const [, target] of svg.matchAll(/\shref="([^"]*)"/g)) {
      expect(target).toMatch(/^#/);
      expect(ids).toContain(target!.slice(1));
    }
  });
});
