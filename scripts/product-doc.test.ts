import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Code comments cite the product's rules as « spec section N », « spec 4 and 8 » or « spec
// « Favoris » »: each must name a section or a heading of docs/product.md, so none points at a
// document outside the repository.

const root = join(import.meta.dirname, '..');
const doc = readFileSync(join(root, 'docs/product.md'), 'utf8');
const headings = doc.split('\n').filter((line) => line.startsWith('#'));
const flatDoc = doc.replace(/\s+/g, ' ').toLowerCase();
const sections = new Set(headings.flatMap((h) => h.match(/^## (\d+)\./)?.[1] ?? []));

const sources = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);

/** Every « spec … N » citation in the sources: [file, the section numbers or the screen name]. */
function citations(): { file: string; numbers: string[]; names: string[] }[] {
  return sources.map((file) => {
    const text = readFileSync(join(root, file), 'utf8');
    const numbers = [
      ...text.matchAll(/\b[Ss]pec(?:'s|’s)?(?: sections?)? (\d{1,2}\b(?:(?:, | and )\d{1,2}\b)*)/g),
    ].flatMap((m) => (m[1] ?? '').match(/\d+/g) ?? []);
    // A name may run over two comment lines: « full\n   * recipe ».
    const names = [...text.matchAll(/\b[Ss]pec « ([^»]+?) »/g)].map((m) =>
      (m[1] ?? '').replace(/\s+(?:\*\s+|\/\/\s+)?/g, ' '),
    );
    return { file, numbers, names };
  });
}

describe('docs/product.md', () => {
  const found = citations();

  it('has every section the code cites', () => {
    const missing = found.flatMap(({ file, numbers }) =>
      numbers.filter((n) => !sections.has(n)).map((n) => `${file}: section ${n}`),
    );
    expect(found.some(({ numbers }) => numbers.length > 0)).toBe(true);
    expect(missing, missing.join('\n')).toEqual([]);
  });

  it('names every screen or rule the code cites by name', () => {
    const missing = found.flatMap(({ file, names }) =>
      names.filter((name) => !flatDoc.includes(name.toLowerCase())).map((n) => `${file}: ${n}`),
    );
    expect(missing, missing.join('\n')).toEqual([]);
  });
});
