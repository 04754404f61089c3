import { describe, expect, it } from 'vitest';
import { formatIngredientLine } from './format-ingredient-line';
import { parseIngredientLine } from './parse-ingredient-line';
import { ALL_PARSER_CASES } from './parse-ingredient-line.cases';
import type { ParsedIngredientLine } from './types';
import { WRITTEN_LINE_CASES } from './written-cases';

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
