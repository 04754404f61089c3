import { parseIngredientLine } from '../../packages/cuisine/src/index';
import { WRITTEN_LINE_CASES } from '../../packages/cuisine/src/parser/test/written-cases';
import { measure, printTable } from '../lib/measure';
import { generatedLines, writeIngredientLine } from './_corpus';

// Lines parsed per second (item 7), against the spec's own one-regex reading of a line
// run on the same text in the same process, as the baseline. The new reader adds the lines written as
// recipe sites and families write them (the parser's case table), and how many of them each
// reader gets right: quantity, unit and name as the table expects.

const SPEC_REGEX =
  /^(\d+(?:[.,]\d+)?)\s*(g|kg|ml|l|cl|cc|càs|càc|pincée|tasse)?\s+(?:de\s+|d')?(.+)$/iu;

// The spec's unit list, in the spelling of RECIPE_UNITS ('cc' is a càc).
const NAIVE_UNITS: Readonly<Record<string, string>> = { cc: 'càc' };

function naiveParse(line: string): { quantity: string; unit: string; name: string } {
  const match = SPEC_REGEX.exec(line.replace(/^[-•*]\s*/u, ''));
  return match
    ? { quantity: match[1]!, unit: match[2] ?? 'unité', name: match[3]! }
    : { quantity: '1', unit: 'unité', name: line };
}

async function catalogueLines(): Promise<string[] | undefined> {
  try {
    const { RECIPES } = await import('../../packages/cuisine/src/catalogue/index');
    return RECIPES.flatMap((recipe) => recipe.ingredients.map(writeIngredientLine));
  } catch (error) {
    console.log(
      `(catalogue not loadable, parser measured on the generated corpus only: ${String(error).slice(0, 120)})`,
    );
    return undefined;
  }
}

function parseAll(lines: readonly string[], parse: (line: string) => unknown): () => number {
  return () => {
    let sink = 0;
    for (const line of lines) if (parse(line)) sink++;
    return sink;
  };
}

/** Share of the written lines read as the case table expects (quantity, unit, name). */
function accuracy(
  read: (line: string) => { quantity: number; unit: string; name: string },
): string {
  const right = WRITTEN_LINE_CASES.filter(([line, quantity, unit, name]) => {
    const reading = read(line);
    return (
      Math.abs(reading.quantity - quantity) < 1e-9 && reading.unit === unit && reading.name === name
    );
  }).length;
  return `${right}/${WRITTEN_LINE_CASES.length} (${((right / WRITTEN_LINE_CASES.length) * 100).toFixed(0)} %)`;
}

function printAccuracy(): void {
  const naive = accuracy((line) => {
    const reading = naiveParse(line);
    const unit = reading.unit.toLowerCase();
    return {
      quantity: Number(reading.quantity.replace(',', '.')),
      unit: NAIVE_UNITS[unit] ?? unit,
      name: reading.name,
    };
  });
  const parser = accuracy((line) => parseIngredientLine(line));
  console.log('\nLines written as recipe sites and families write them, read as the table expects');
  console.log(`${'baseline: spec regex split'.padEnd(52)}${naive.padStart(20)}`);
  console.log(`${'parseIngredientLine'.padEnd(52)}${parser.padStart(20)}`);
}

export default async function benchmarkParser(): Promise<void> {
  const generated = generatedLines(2000);
  const written = WRITTEN_LINE_CASES.map(([line]) => line);
  const catalogue = await catalogueLines();
  const corpora: Array<[string, string[]]> = [
    [`generated corpus (${generated.length} lines)`, generated],
    [`lines as recipe sites write them (${written.length} lines)`, written],
  ];
  if (catalogue) corpora.unshift([`whole catalogue (${catalogue.length} lines)`, catalogue]);

  for (const [label, lines] of corpora) {
    const linked = lines.filter(
      (line) => parseIngredientLine(line).ingredientId !== undefined,
    ).length;
    printTable(
      `Ingredient line parser — ${label}; ${linked} lines linked to the knowledge base`,
      'lines',
      [
        measure('baseline: spec regex split', parseAll(lines, naiveParse)),
        measure(
          'parseIngredientLine, no knowledge-base link',
          parseAll(lines, (l) => parseIngredientLine(l, { resolveIngredient: null })),
        ),
        measure(
          'parseIngredientLine (with knowledge-base link)',
          parseAll(lines, (l) => parseIngredientLine(l)),
        ),
      ],
      label.replace(/ \(.*\)$/, ''),
    );
  }
  printAccuracy();
}
