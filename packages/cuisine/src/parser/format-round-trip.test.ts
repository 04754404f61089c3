import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIngredientLine } from './format-ingredient-line';
import { parseIngredientLine } from './parse-ingredient-line';
import { ALL_PARSER_CASES } from './test/parse-ingredient-line.cases';
import { WRITTEN_LINE_CASES } from './test/written-cases';
import type { ParsedIngredientLine } from './types';

// format(parse(line)) reads back to the same thing: what the parser understood survives being
// written out and read again (quantity to the formatter's 2 decimals).
function comparable(parsed: ParsedIngredientLine) {
  return {
    quantity: Math.round(parsed.quantity * 100) / 100,
    quantityMax:
      parsed.quantityMax === undefined ? undefined : Math.round(parsed.quantityMax * 100) / 100,
    unit: parsed.unit,
    ingredientId: parsed.ingredientId,
    // Without a knowledge-base id, the name is all there is to compare.
    name: parsed.ingredientId === undefined ? parsed.name : undefined,
    note: parsed.note,
    precision: parsed.precision,
    matched: parsed.matched,
  };
}

describe('format(parse(line)) reads back the same', () => {
  const lines = [...new Set([...ALL_PARSER_CASES, ...WRITTEN_LINE_CASES].map((c) => c[0]))];

  it.each(lines.filter((line) => line.trim() !== ''))('%j', (line) => {
    const parsed = parseIngredientLine(line);
    const written = formatIngredientLine(parsed);
    expect(comparable(parseIngredientLine(written)), written).toEqual(comparable(parsed));
  });
});

// The same on generated lines: amounts, units old and new, names and remarks put together the
// way lines are written, so the round trip is checked beyond the table.
describe('format(parse(line)) reads back the same — generated lines', () => {
  const amount = fc.constantFrom(
    '1',
    '2',
    '12',
    '0,5',
    '1,5',
    '1.25',
    '½',
    '1/2',
    '1 1/2',
    '2 à 3',
    '2-3',
    'une',
    'deux',
    'douze',
    'une dizaine de',
    'environ 2',
    '~ 200',
    'quelques',
    'un peu de',
    'du',
    'des',
  );
  const unit = fc.constantFrom(
    '',
    'g',
    'kg',
    'cl',
    'dl',
    'l',
    'ml',
    'càs',
    'c. à s.',
    'cuillères à café',
    'cc',
    'pincée',
    'tasse',
    'gousses',
    'tranches',
    'bottes',
    'sachet',
    'boîte',
    'brins',
    'feuilles',
    'verre',
    'bol',
    'louche',
    'poignée',
    'filet',
    'noix',
    'trait',
    'gouttes',
    'morceau',
    'carrés',
    'zeste',
    'branches',
    'pot',
    'paquet',
    'barquette',
    'bouteille',
    'bocal',
    'rouleau',
    'pavés',
  );
  const name = fc.constantFrom(
    'farine',
    'oignons',
    'huile d’olive',
    'œufs',
    'ail',
    'beurre',
    'thon',
    'persil',
    'tomates',
    'haricots verts',
    'yaourt grec',
    'citron',
    'saumon',
    'chocolat noir',
    'crème fraîche',
    'vin blanc',
    'sel',
    'lardons',
    'pommes de terre',
    'chèvre',
    'noisettes',
    'herbes de Provence',
  );
  const remark = fc.constantFrom(
    '',
    '',
    ' (mou)',
    ', émincés',
    ' (facultatif)',
    ' pour la décoration',
    ' selon le goût',
    ' ou margarine',
    ' environ',
    ' hachées',
  );
  const line = fc
    .tuple(amount, unit, name, remark)
    .map(([a, u, n, r]) => (u === '' ? `${a} ${n}${r}` : `${a} ${u} de ${n}${r}`));

  it('holds for any such line', () => {
    fc.assert(
      fc.property(line, (text) => {
        const parsed = parseIngredientLine(text);
        const written = formatIngredientLine(parsed);
        expect(comparable(parseIngredientLine(written)), `${text} → ${written}`).toEqual(
          comparable(parsed),
        );
      }),
      { numRuns: 3000 },
    );
  });
});
