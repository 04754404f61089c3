import { getRecipe, type Recipe } from '../../catalogue';
import { checkCompliance } from '../../compliance';
import { getIngredient, ingredientAncestors } from '../../ingredients';
import { foldAccents } from '../../text/normalize';
import type { MealType } from '../../vocabulary';
import type { AssistantContext, AssistantReply } from '../types';

// Checks of an answer's substance for the question table. Each returns the problems it finds
// (an empty list when the answer is right), so the table reads as data and the bench can reuse
// the questions without a test runner.

export type Check = (reply: AssistantReply, context: AssistantContext) => string[];

const problem = (condition: boolean, message: string): string[] => (condition ? [] : [message]);

/** The answer with its non-breaking spaces as plain spaces, for readable expectations. */
/** Non-breaking spaces read as spaces, in the answers and in what the cases expect of them. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const plainText = (reply: AssistantReply) => spaced(reply.markdown);

/** Checks every answer gets: Markdown without HTML, known recipes that respect the household. */
export const answersSafely: Check = (reply, context) => {
  const problems: string[] = [];
  if (reply.markdown.trim() === '') problems.push('empty answer');
  if (/<\/?[a-z][^>]*>/i.test(reply.markdown)) problems.push('HTML in the answer');
  const ids = [
    ...reply.recipeIds,
    ...reply.actions.flatMap((a) =>
      a.kind === 'plan-meals' ? a.meals.map((m) => m.recipeId) : a.recipeId ? [a.recipeId] : [],
    ),
  ];
  for (const id of ids) {
    const recipe = getRecipe(id);
    if (!recipe) {
      problems.push(`unknown recipe ${id}`);
      continue;
    }
    const report = checkCompliance(recipe, context.household);
    if (!report.ok) problems.push(`${id} breaks the household's rules: ${JSON.stringify(report)}`);
  }
  return problems;
};

function mainRecipe(reply: AssistantReply): Recipe | undefined {
  const id = reply.recipeIds[0];
  return id === undefined ? undefined : getRecipe(id);
}

function uses(recipe: Recipe, ingredientId: string): boolean {
  return recipe.ingredients.some(
    (line) =>
      line.ingredientId === ingredientId ||
      ingredientAncestors(line.ingredientId).includes(ingredientId) ||
      ingredientAncestors(ingredientId).includes(line.ingredientId),
  );
}

export type RecipeExpectation = {
  types?: readonly MealType[];
  /** Knowledge-base id the recipe must use (or name in its title, for « un curry »). */
  uses?: string;
  /** Word (folded) the title must hold. */
  titleHas?: string;
  id?: string;
  maxMinutes?: number;
  /** Restrictions the question asked for, on top of the household's. */
  diets?: Parameters<typeof checkCompliance>[1]['restrictions'];
  avoided?: readonly string[];
  /** Some ingredient id the recipe must not contain. */
  without?: string;
};

/** A recipe answer in the spec's structure, meeting the question's wishes. */
export function proposesRecipe(expected: RecipeExpectation = {}): Check {
  return (reply, context) => {
    const recipe = mainRecipe(reply);
    if (!recipe) return ['no recipe proposed'];
    const md = reply.markdown;
    const title = foldAccents(recipe.title);
    const lines = md.split('\n');
    const ingredientsAt = lines.indexOf('## Ingrédients');
    const instructionsAt = lines.indexOf('## Instructions');
    const ingredientLines = lines
      .slice(ingredientsAt + 1, instructionsAt)
      .filter((l) => l.startsWith('- '));
    const problems = [
      ...problem(
        lines.some((l) => l === `# ${recipe.title}`),
        'no « # title » line',
      ),
      ...problem(
        ingredientsAt >= 0 && instructionsAt > ingredientsAt,
        'sections missing or out of order',
      ),
      ...problem(
        ingredientLines.length === recipe.ingredients.length,
        `ingredient lines: ${ingredientLines.length}`,
      ),
      ...problem(
        ingredientLines.every((l) => /^- [\d¼½¾⅓⅔]/.test(l)),
        'an ingredient line without quantity',
      ),
      ...problem(
        lines.slice(instructionsAt + 1).filter((l) => /^\d+\. /.test(l)).length ===
          recipe.instructions.length,
        'instructions not numbered',
      ),
      ...problem(plainText(reply).includes(spaced(recipe.description)), 'no description'),
    ];
    if (expected.types)
      problems.push(...problem(expected.types.includes(recipe.type), `type ${recipe.type}`));
    if (expected.id) problems.push(...problem(recipe.id === expected.id, `proposed ${recipe.id}`));
    if (expected.titleHas)
      problems.push(...problem(title.includes(expected.titleHas), `title « ${recipe.title} »`));
    if (expected.uses) {
      const food = getIngredient(expected.uses);
      const named = food !== undefined && title.includes(foldAccents(food.name));
      problems.push(
        ...problem(
          uses(recipe, expected.uses) || named,
          `${recipe.id} does not use ${expected.uses}`,
        ),
      );
    }
    if (expected.without)
      problems.push(
        ...problem(!uses(recipe, expected.without), `${recipe.id} uses ${expected.without}`),
      );
    if (expected.maxMinutes !== undefined) {
      const minutes = recipe.preparationMinutes + recipe.cookingMinutes;
      problems.push(...problem(minutes <= expected.maxMinutes, `${minutes} min`));
    }
    const rules = {
      restrictions: [...context.household.restrictions, ...(expected.diets ?? [])],
      avoidedFoods: [...context.household.avoidedFoods, ...(expected.avoided ?? [])],
    };
    problems.push(
      ...problem(checkCompliance(recipe, rules).ok, `${recipe.id} breaks the asked rules`),
    );
    return problems;
  };
}

/** An honest « nothing fits » sentence. */
export function saysNothingFits(): Check {
  return (reply) =>
    problem(
      /Je n’ai pas|aucune|Je ne peux pas|ne respecte pas/.test(reply.markdown),
      'does not say that nothing fits',
    );
}

/** The answer's first number before `unit` is within 10 % of `value`. */
export function converts(value: number, unit: string): Check {
  return (reply) => {
    const pattern = new RegExp(
      `(?:=|≈|environ|pèse environ)\\s*([\\d ,¼½¾]+?)\\s*${unit}(?![a-zà-ü])`,
    );
    const match = pattern.exec(plainText(reply));
    if (!match) return [`no « … ${unit} » result in: ${reply.markdown.slice(0, 120)}`];
    const text = match[1]!.trim().replace(',', '.');
    const fraction = { '¼': 0.25, '½': 0.5, '¾': 0.75 } as Record<string, number>;
    const parsed = text
      .split(/\s+/)
      .reduce((sum, part) => sum + (fraction[part] ?? Number(part)), 0);
    return problem(
      Math.abs(parsed - value) <= value * 0.1,
      `${parsed} ${unit}, expected ${value} ±10 %`,
    );
  };
}

/** The answer names each label with its time in minutes. */
export function givesTimes(...expected: Array<[label: string, minutes: string]>): Check {
  return (reply) =>
    expected.flatMap(([label, minutes]) =>
      problem(
        new RegExp(`${label}[^\\n]*: ${minutes}`).test(plainText(reply)),
        `no « ${label} : ${minutes} » in the answer`,
      ),
    );
}

/** Substitution options under « Remplacer … », none of them naming `forbiddenWord`. */
export function substitutes(heading: string, forbiddenWord?: string): Check {
  return (reply) => [
    ...problem(
      reply.markdown.includes(`## Remplacer ${heading}`),
      `no « Remplacer ${heading} » heading`,
    ),
    ...problem(/^- \*\*/m.test(reply.markdown), 'no option listed'),
    ...(forbiddenWord
      ? problem(!reply.markdown.toLowerCase().includes(forbiddenWord), `proposes ${forbiddenWord}`)
      : []),
  ];
}

/** A plan-meals action for `days` distinct consecutive dinners from `from`, all different dishes. */
export function plansDinners(
  days: number,
  from: string,
  options: { distinctRecipes?: boolean } = {},
): Check {
  return (reply) => {
    const action = reply.actions.find((a) => a.kind === 'plan-meals');
    if (action?.kind !== 'plan-meals') return ['no plan-meals action'];
    const dates = action.meals.map((m) => m.date);
    const problems = [
      ...problem(action.meals.length === days, `${action.meals.length} meals`),
      ...problem(new Set(dates).size === dates.length, 'a date twice'),
      ...problem(dates[0] === from, `starts ${dates[0]}`),
      ...problem(
        action.meals.every((m) => m.time === '19:00' && m.servings >= 1),
        'time or servings',
      ),
      ...problem(action.label.startsWith('Planifier les dîners'), `label ${action.label}`),
    ];
    if (options.distinctRecipes !== false) {
      problems.push(
        ...problem(new Set(action.meals.map((m) => m.recipeId)).size === days, 'a recipe twice'),
      );
    }
    return problems;
  };
}

/** A plan-meals action for one recipe at this date and time. */
export function plansRecipe(recipeId: string, date: string, time: string, label?: string): Check {
  return (reply) => {
    const action = reply.actions.find((a) => a.kind === 'plan-meals');
    if (action?.kind !== 'plan-meals') return ['no plan-meals action'];
    const meal = action.meals[0];
    return [
      ...problem(action.meals.length === 1, `${action.meals.length} meals`),
      ...problem(meal?.recipeId === recipeId, `plans ${meal?.recipeId}`),
      ...problem(meal?.date === date && meal?.time === time, `at ${meal?.date} ${meal?.time}`),
      ...(label ? problem(action.label === label, `label « ${action.label} »`) : []),
    ];
  };
}

/** An add-to-shopping-list action with lines that name each food. */
export function addsToList(recipeId: string | null, ...foods: string[]): Check {
  return (reply) => {
    const action = reply.actions.find((a) => a.kind === 'add-to-shopping-list');
    if (action?.kind !== 'add-to-shopping-list') return ['no add-to-shopping-list action'];
    const text = foldAccents(action.lines.join(' | '));
    return [
      ...problem(action.recipeId === recipeId, `for ${action.recipeId}`),
      ...problem(action.lines.length > 0, 'no line'),
      ...foods.flatMap((food) => problem(text.includes(food), `no « ${food} » in ${text}`)),
    ];
  };
}

/** The answer holds this text (folded comparison). */
export function mentions(...texts: string[]): Check {
  return (reply) => {
    const md = foldAccents(plainText(reply));
    return texts.flatMap((t) =>
      problem(md.includes(foldAccents(spaced(t))), `does not mention « ${t} »`),
    );
  };
}

/** The answer proposes no recipe and no action. */
export const proposesNothing: Check = (reply) =>
  problem(reply.recipeIds.length === 0 && reply.actions.length === 0, 'proposes something');

/** Passes when one of the checks passes (for answers that depend on how strict the data is). */
export function either(...checks: Check[]): Check {
  return (reply, context) => {
    const results = checks.map((check) => check(reply, context));
    return results.some((problems) => problems.length === 0) ? [] : results.flat();
  };
}

export function all(...checks: Check[]): Check {
  return (reply, context) => checks.flatMap((check) => check(reply, context));
}
