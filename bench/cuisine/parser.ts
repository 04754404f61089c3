import { parseIngredientLine } from '../../packages/cuisine/src/index';
import { measure, printTable } from '../lib/measure';
import { generatedLines, writeIngredientLine } from './_corpus';

// Lines parsed per second (issue 3, item 7), against the spec's own one-regex reading of a line
// run on the same text in the same process, as the baseline.

const SPEC_REGEX =
  /^(\d+(?:[.,]\d+)?)\s*(g|kg|ml|l|cl|cc|càs|càc|pincée|tasse)?\s+(?:de\s+|d')?(.+)$/iu;

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

export default async function benchmarkParser(): Promise<void> {
  const generated = generatedLines(2000);
  const catalogue = await catalogueLines();
  const corpora: Array<[string, string[]]> = [
    [`generated corpus (${generated.length} lines)`, generated],
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
    );
  }
}
