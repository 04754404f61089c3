import { formatDay } from '../dates';
import { escapeMarkdown, plural } from '../french';
import { whyNotAllowed } from '../household';
import type { AssistantReply } from '../types';
import type { QuestionFacts } from '../understanding/read-facts';
import type { Question } from '../understanding/read-question';
import { readWhen } from '../understanding/read-when';
import type { AnswerContext } from './answer-context';
import { NO_RECIPE_YET, referencedRecipe } from './referenced-recipe';
import { CONFIRM_NOTE, reply } from './reply';

export function answerPlanRecipe(
  question: Question,
  facts: QuestionFacts,
  answer: AnswerContext,
): AssistantReply {
  const recipe = referencedRecipe(facts, answer);
  if (!recipe) return reply('plan-recipe', NO_RECIPE_YET);
  const reason = whyNotAllowed(recipe, answer.rules);
  if (reason) {
    return reply(
      'plan-recipe',
      `Je ne propose pas de planifier « ${recipe.title} » : ${reason}, ce qui ne respecte pas vos règles. Demandez-moi une autre idée.`,
    );
  }
  const when = readWhen(question.text, answer.context.today);
  const { servings } = answer;
  const sameSlot = answer.context.planning.filter(
    (meal) => meal.date === when.date && meal.time === when.time,
  );
  const lines = [
    `Je vous propose de planifier **${recipe.title}** le **${formatDay(when.date)} à ${when.time.replace(':', ' h ').replace(/ h 00$/, ' h')}**, pour ${plural(servings, 'portion')}.`,
  ];
  if (sameSlot.length > 0) {
    const titles = sameSlot.map((meal) => `« ${escapeMarkdown(meal.recipeTitle)} »`).join(', ');
    lines.push(
      `Attention : ${titles} est déjà prévu à ce moment-là ; les deux resteront au planning.`,
    );
  }
  lines.push(CONFIRM_NOTE);
  return reply(
    'plan-recipe',
    lines.join('\n\n'),
    [recipe.id],
    [
      {
        kind: 'plan-meals',
        label: `Planifier ce plat ${when.label}`,
        meals: [
          {
            recipeId: recipe.id,
            recipeTitle: recipe.title,
            date: when.date,
            time: when.time,
            servings,
            type: recipe.type,
          },
        ],
      },
    ],
  );
}
