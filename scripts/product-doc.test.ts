import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
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

// « decision NNN » in the sources names a record of docs/decisions/ (one series, three digits);
// the tracker's « issue N » says nothing to the next engineer and has no place in the code.
describe('citations in the sources', () => {
  const records = new Set(
    readdirSync(join(root, 'docs/decisions')).flatMap((name) => name.match(/^(\d{3})-/)?.[1] ?? []),
  );
  const texts = sources.map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));

  it('cites decisions by the number of a record that exists', () => {
    const cited = texts.flatMap(({ file, text }) =>
      [...text.matchAll(/\b[Dd]ecisions? ((?:\d+(?:, | and )?)+)/g)].flatMap((m) =>
        (m[1]?.match(/\d+/g) ?? []).map((n) => ({ file, n })),
      ),
    );
    const wrong = cited.filter(({ n }) => !records.has(n)).map(({ file, n }) => `${file}: ${n}`);
    expect(cited.length).toBeGreaterThan(0);
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  it('cites no tracker issue', () => {
    const found = texts
      .filter(({ text }) => /\b[Ii]ssues? #?\d+/.test(text))
      .map(({ file }) => file);
    expect(found, found.join('\n')).toEqual([]);
  });
});
