import { htmlParagraphs, htmlText } from './html-text';
import { readDuration } from './read-duration';
import { readServings } from './read-servings';
import type { RecipeDraft } from './recipe-draft';

// schema.org `Recipe` in JSON-LD, as Marmiton, 750g, Cuisine AZ, Jow and most blogs publish it:
// a <script type="application/ld+json"> holding the recipe alone, in an array, or in an `@graph`
// beside the page's other things; steps as a string, strings, `HowToStep`s or `HowToSection`s.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function hasType(node: JsonObject, type: string): boolean {
  const types = Array.isArray(node['@type']) ? node['@type'] : [node['@type']];
  return types.some((t) => typeof t === 'string' && t.replace(/^.*[/:]/, '') === type);
}

/** The first Recipe in a JSON-LD value, searched depth first (arrays, `@graph`, nested things). */
function findRecipe(value: Json, depth = 0): JsonObject | undefined {
  if (depth > 8) return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findRecipe(item, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (!isObject(value)) return undefined;
  if (hasType(value, 'Recipe')) return value;
  for (const child of Object.values(value)) {
    const found = findRecipe(child, depth + 1);
    if (found) return found;
  }
  return undefined;
}

function parseJson(text: string): Json | undefined {
  const body = text
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\/\*<!\[CDATA\[\*\/|\/\*\]\]>\*\/$/g, '');
  try {
    return JSON.parse(body) as Json;
  } catch {
    // Some sites put raw line breaks inside strings, which JSON forbids.
    try {
      return JSON.parse(body.replace(/[\r\n\t]+/g, ' ')) as Json;
    } catch {
      return undefined;
    }
  }
}

function text(value: Json | undefined): string {
  if (typeof value === 'string') return htmlText(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return text(value[0]);
  if (isObject(value)) return text(value.text ?? value.name ?? value['@value']);
  return '';
}

function lines(value: Json | undefined): string[] {
  if (typeof value === 'string') return htmlParagraphs(value);
  if (Array.isArray(value))
    return value
      .flatMap((item) => (typeof item === 'string' ? [htmlText(item)] : lines(item)))
      .filter(Boolean);
  return [];
}

/** Steps in order: a string, strings, HowToStep (text, else name), HowToSection and ItemList. */
function steps(value: Json | undefined, depth = 0): string[] {
  if (depth > 5 || value === undefined || value === null) return [];
  if (typeof value === 'string') return htmlParagraphs(value);
  if (Array.isArray(value)) return value.flatMap((item) => steps(item, depth + 1));
  if (!isObject(value)) return [];
  if (value.itemListElement !== undefined) return steps(value.itemListElement, depth + 1);
  const step = text(value.text ?? value.name ?? value.description);
  return step ? [step] : [];
}

/** The Recipe of a page's JSON-LD blocks, or undefined when none holds one. */
export function readJsonLdRecipe(blocks: readonly string[]): RecipeDraft | undefined {
  for (const block of blocks) {
    const json = parseJson(block);
    const recipe = json === undefined ? undefined : findRecipe(json);
    if (!recipe) continue;
    const preparationTime = readDuration(recipe.prepTime);
    const cookingTime = readDuration(recipe.cookTime);
    const totalTime = readDuration(recipe.totalTime);
    const draft: RecipeDraft = {
      title: text(recipe.name ?? recipe.headline),
      description: text(recipe.description),
      ingredients: lines(recipe.recipeIngredient ?? recipe.ingredients),
      instructions: steps(recipe.recipeInstructions),
    };
    const servings = readServings(recipe.recipeYield ?? recipe.yield);
    if (servings !== undefined) draft.servings = servings;
    if (preparationTime !== undefined) draft.preparationTime = preparationTime;
    else if (cookingTime === undefined && totalTime !== undefined)
      draft.preparationTime = totalTime;
    if (cookingTime !== undefined) draft.cookingTime = cookingTime;
    return draft;
  }
  return undefined;
}
