import type { Recipe } from '../../catalogue';
import { checkCompliance } from '../../compliance';
import { formatMinutes, joinFrench } from '../french';
import { describeRules } from '../household';
import { displayLine, proposeListLines, scaledIngredients } from '../recipes/recipe-lines';
import { recipeMarkdown } from '../recipes/recipe-markdown';
import { totalMinutes } from '../recipes/search-recipes';
import type { AssistantAction, AssistantIntent, AssistantReply } from '../types';
import type { AnswerContext } from './answer-context';
import { CONFIRM_NOTE } from './reply';

export type RecipeReplyOptions = {
  /** A sentence shown before the recipe (only when the reply is not a plain recipe). */
  before?: string;
  /** Sections shown after the instructions (what is missing, what to use first…). */
  after?: string[];
  /** Other ideas, listed under « Autres idées » with an optional detail (« avec courgette »). */
  alternatives?: ReadonlyArray<{ recipe: Recipe; detail?: string }>;
  /** Lines for the list action instead of the whole recipe (fridge mode: what is missing). */
  listLines?: string[];
  listLabel?: string;
};

/** One line per alternative idea: '- **Dahl de lentilles corail** (plat, 35 min)'. */
function alternativeLine(recipe: Recipe, detail?: string): string {
  const extra = detail ? ` — ${detail}` : '';
  return `- **${recipe.title}** (${recipe.type}, ${formatMinutes(totalMinutes(recipe))})${extra}`;
}

/**
 * A reply proposing one catalogue recipe at the household's portions, with the list action.
 * Defence in depth: the recipe is checked again here, so no code path can show a recipe that
 * breaks the household's rules.
 */
export function recipeReply(
  intent: AssistantIntent,
  recipe: Recipe,
  answer: AnswerContext,
  options: RecipeReplyOptions = {},
): AssistantReply {
  if (!checkCompliance(recipe, answer.rules).ok) {
    throw new Error(`assistant: ${recipe.id} does not comply with the household rules`);
  }
  const { context, servings } = answer;
  const ingredients = scaledIngredients(recipe, servings);
  const proposal = proposeListLines(ingredients, context.shoppingList);
  const lines = options.listLines ?? proposal.lines;
  const sections: string[] = [];
  if (options.before) sections.push(options.before);
  sections.push(
    recipeMarkdown(recipe, ingredients.map(displayLine), servings, answer.servingsNote),
  );
  const ruleText = describeRules(answer.rules);
  if (ruleText !== '') sections.push(`*Compatible avec vos règles : ${ruleText}.*`);
  sections.push(...(options.after ?? []));
  const alternatives = (options.alternatives ?? []).filter(
    (alt) => alt.recipe.id !== recipe.id && checkCompliance(alt.recipe, answer.rules).ok,
  );
  if (alternatives.length > 0) {
    const lines = alternatives.map((alt) => alternativeLine(alt.recipe, alt.detail));
    sections.push(['## Autres idées', ...lines].join('\n'));
  }
  const actions: AssistantAction[] = [];
  if (lines.length > 0) {
    const notes: string[] = [];
    if (options.listLines === undefined && proposal.alreadyListed.length > 0) {
      notes.push(`Déjà sur votre liste : ${joinFrench(proposal.alreadyListed)}.`);
    }
    sections.push(
      [
        ...notes,
        `Je peux ajouter ${lines.length > 1 ? `ces ${lines.length} ingrédients` : 'cet ingrédient'} à votre liste de courses. ${CONFIRM_NOTE}`,
      ].join(' '),
    );
    actions.push({
      kind: 'add-to-shopping-list',
      label: options.listLabel ?? 'Ajouter ces ingrédients à la liste',
      recipeId: recipe.id,
      recipeTitle: recipe.title,
      servings,
      lines,
    });
  }
  return {
    intent,
    markdown: sections.join('\n\n'),
    recipeIds: [recipe.id, ...alternatives.map((alt) => alt.recipe.id)],
    actions,
  };
}
