import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from './parse-ingredient-line';
import { ALL_PARSER_CASES, type ParserCase } from './test/parse-ingredient-line.cases';
import { WRITTEN_LINE_CASES } from './test/written-cases';

const CASES = [...ALL_PARSER_CASES, ...WRITTEN_LINE_CASES];

function expectedOf([, quantity, unit, name, extras = {}]: ParserCase) {
  return {
    quantity: expect.closeTo(quantity, 9),
    quantityMax:
      extras.quantityMax === undefined ? undefined : expect.closeTo(extras.quantityMax, 9),
    unit,
    name,
    note: extras.note,
    precision: extras.precision,
    matched: extras.matched ?? true,
  };
}

describe('parseIngredientLine — table of cases', () => {
  it('holds at least 200 cases, and at least 150 lines written as recipe sites write them', () => {
    expect(ALL_PARSER_CASES.length).toBeGreaterThanOrEqual(200);
    expect(WRITTEN_LINE_CASES.length).toBeGreaterThanOrEqual(150);
    // New lines: none repeats another written line or a line of the older table.
    const older = new Set(ALL_PARSER_CASES.map((c) => c[0]));
    const written = WRITTEN_LINE_CASES.map((c) => c[0]);
    expect(written.filter((line) => older.has(line))).toEqual([]);
    expect(new Set(written).size).toBe(written.length);
  });

  it.each(CASES.map((c) => [c[0], c] as const))('%j', (_line, testCase) => {
    const parsed = parseIngredientLine(testCase[0]);
    const { ingredientId: _ignored, ...fields } = parsed;
    expect({ quantityMax: undefined, note: undefined, precision: undefined, ...fields }).toEqual(
      expectedOf(testCase),
    );
    const expectedId = testCase[4]?.ingredientId;
    if (expectedId !== undefined) expect(parsed.ingredientId).toBe(expectedId);
  });
});
