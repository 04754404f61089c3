import { stripListMarker } from './clean-line';
import { resolveFromKnowledgeBase } from './default-resolver';
import { parseIngredientLine } from './parse-ingredient-line';
import type { ParsedIngredientLine, ParseIngredientLineOptions } from './types';

// A block of ingredient lines, as a model reply or a pasted recipe holds them. Section headings
// ('Pour la pâte :', '## Ingrédients') and blank lines are skipped, and a line that only lists
// ingredients without quantities ('sel, poivre', 'sel et poivre', 'sel et poivre selon le goût')
// becomes one line per ingredient — but only when every part is a known ingredient, so 'pommes,
// épluchées' stays one.

const HEADING = /^(?:#.*|.*:)$/u;

function splitEnumeration(line: string, options: ParseIngredientLineOptions): string[] {
  const resolve =
    options.resolveIngredient === undefined ? resolveFromKnowledgeBase : options.resolveIngredient;
  if (!resolve) return [line];
  const parts = line
    .split(/\s*,\s*|\s+et\s+/iu)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length < 2) return [line];
  return parts.every((part) => resolve(part)?.exact) ? parts : [line];
}

export function parseIngredientText(
  text: string,
  options: ParseIngredientLineOptions = {},
): ParsedIngredientLine[] {
  const results: ParsedIngredientLine[] = [];
  for (const raw of text.split(/\r?\n/u)) {
    const line = stripListMarker(raw);
    if (line === '' || HEADING.test(line)) continue;
    const first = parseIngredientLine(line, options);
    // 'Sel et poivre selon le goût': a vague line naming several foods, one line each.
    if (first.matched && first.precision === 'vague' && first.ingredientId === undefined) {
      const parts = splitEnumeration(first.name, options);
      if (parts.length > 1) {
        for (const part of parts) {
          const { ingredientId } = parseIngredientLine(part, options);
          results.push(
            ingredientId === undefined
              ? { ...first, name: part }
              : { ...first, name: part, ingredientId },
          );
        }
        continue;
      }
    }
    if (first.matched) {
      results.push(first);
      continue;
    }
    for (const part of splitEnumeration(stripListMarker(line), options)) {
      results.push(part === line ? first : parseIngredientLine(part, options));
    }
  }
  return results;
}
