import { statedDurations } from '../catalogue/recipe-text';
import { foldAccents } from '../text/normalize';
import type { Difficulty } from '../vocabulary';

// Spec section 5, « Recipe generation »: a model's reply must hold a title line starting with
// '#', a description, an '## Ingrédients' section of lines starting with '-' or '•', and an
// '## Instructions' section of numbered lines; otherwise generation fails, with the reason in
// that order (title, description, ingredients, instructions). An empty reply is its own failure.
// Decision 021: the preparation time, servings and difficulty are read from the reply when it
// states them.

export type RecipeReply = {
  title: string;
  description: string;
  ingredients: string[];
  instructions: string[];
  /** Preparation plus cooking, when the reply states either. */
  preparationMinutes?: number;
  /** « Pour 4 personnes », « Portions : 4 ». */
  servings?: number;
  difficulty?: Difficulty;
};

export type RecipeReplyProblem = 'empty' | 'title' | 'description' | 'ingredients' | 'instructions';

export type RecipeReplyResult =
  | { ok: true; recipe: RecipeReply }
  | { ok: false; problem: RecipeReplyProblem };

type Section = 'head' | 'ingredients' | 'instructions' | 'other';

/** Markdown emphasis is decoration: « **Temps de préparation :** 20 min ». */
function plain(line: string): string {
  return line.replace(/\*\*|__/g, '').trim();
}

function sectionOf(heading: string): Section {
  const name = foldAccents(heading)
    .toLowerCase()
    .replace(/[^a-z ]/g, ' ')
    .trim();
  if (name.startsWith('ingredient')) return 'ingredients';
  if (name.startsWith('instruction')) return 'instructions';
  return 'other';
}

const PREPARATION = /^temps\s+(?:de\s+)?pr[ée]paration\b/iu;
const COOKING = /^temps\s+(?:de\s+)?cuisson\b/iu;
const DIFFICULTY = /^difficult[ée]\s*:?\s*(facile|moyenne?|difficile)\b/iu;
const SERVINGS = [
  /^(?:portions?|nombre de personnes)\s*:?\s*(\d{1,3})\b/iu,
  /^pour\s+(\d{1,3})\s+(?:personnes?|pers\b|portions?)/iu,
];

type Meta = { preparation?: number; cooking?: number; servings?: number; difficulty?: Difficulty };

/** True when the line is one of the recipe's facts (time, servings, difficulty), read into `meta`. */
function readMeta(line: string, meta: Meta): boolean {
  const text = line.replace(/^[-•*]\s*/u, '');
  if (PREPARATION.test(text)) {
    const [minutes] = statedDurations(text);
    if (minutes !== undefined) meta.preparation = Math.round(minutes);
    return true;
  }
  if (COOKING.test(text)) {
    const [minutes] = statedDurations(text);
    if (minutes !== undefined) meta.cooking = Math.round(minutes);
    return true;
  }
  const difficulty = DIFFICULTY.exec(text);
  if (difficulty) {
    const word = difficulty[1]!.toLowerCase();
    meta.difficulty = word.startsWith('moyen') ? 'moyen' : (word as Difficulty);
    return true;
  }
  for (const pattern of SERVINGS) {
    const servings = pattern.exec(text);
    if (servings) {
      meta.servings = Number(servings[1]);
      return true;
    }
  }
  return false;
}

const TITLE = /^#(?!#)\s*(.+?)\s*#*$/u;
const HEADING = /^#{2,}\s*(.+?)\s*#*$/u;
const LIST_ITEM = /^[-•]\s*(.+)$/u;
const NUMBERED = /^\d{1,3}\s*[.)]\s*(.+)$/u;

/** Reads a model's reply into a recipe, or names the first thing spec section 5 finds missing. */
export function parseRecipeReply(reply: string | null | undefined): RecipeReplyResult {
  if (!reply || reply.trim() === '') return { ok: false, problem: 'empty' };
  const lines = reply
    .split(/\r?\n/u)
    .map(plain)
    // A reply wrapped in a code fence is read as if it were not.
    .filter((line) => line !== '' && !line.startsWith('```'));
  const titleAt = lines.findIndex((line) => TITLE.test(line));
  const title = titleAt >= 0 ? TITLE.exec(lines[titleAt]!)![1]!.trim() : '';
  if (title === '') return { ok: false, problem: 'title' };

  const meta: Meta = {};
  const description: string[] = [];
  const ingredients: string[] = [];
  const instructions: string[] = [];
  let section: Section = 'head';
  for (const line of lines.slice(titleAt + 1)) {
    const heading = HEADING.exec(line);
    if (heading) {
      section = sectionOf(heading[1]!);
      continue;
    }
    if (readMeta(line, meta)) continue;
    if (section === 'head') description.push(line);
    else if (section === 'ingredients') {
      const item = LIST_ITEM.exec(line)?.[1]?.trim();
      if (item) ingredients.push(item);
    } else if (section === 'instructions') {
      const step = NUMBERED.exec(line)?.[1]?.trim();
      if (step) instructions.push(step);
    }
  }
  if (description.length === 0) return { ok: false, problem: 'description' };
  if (ingredients.length === 0) return { ok: false, problem: 'ingredients' };
  if (instructions.length === 0) return { ok: false, problem: 'instructions' };

  const recipe: RecipeReply = {
    title,
    description: description.join(' '),
    ingredients,
    instructions,
  };
  if (meta.preparation !== undefined || meta.cooking !== undefined) {
    recipe.preparationMinutes = (meta.preparation ?? 0) + (meta.cooking ?? 0);
  }
  if (meta.servings !== undefined && meta.servings > 0) recipe.servings = meta.servings;
  if (meta.difficulty) recipe.difficulty = meta.difficulty;
  return { ok: true, recipe };
}
