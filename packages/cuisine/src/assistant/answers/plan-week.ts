import { DEFAULT_PANTRY, pantryCheck } from '../../buying/pantry';
import type { Recipe } from '../../catalogue';
import { readFridge } from '../../fridge';
import { FAVORITE_BONUS, planWeek } from '../../planning/plan-week';
import { childrenPenalty } from '../../suggestions/taste-score';
import { addDays, formatDay, WEEKDAYS, weekdayOf } from '../dates';
import { escapeMarkdown, formatMinutes, joinFrench, plural } from '../french';
import { compliantRecipes, describeRules } from '../household';
import { fitsSearch, rankRecipes, totalMinutes } from '../recipes/search-recipes';
import type { AssistantPlannedMeal, AssistantReply, PlannedMealProposal } from '../types';
import { DAY_RANGE } from '../understanding/intent-rules';
import type { QuestionFacts } from '../understanding/read-facts';
import type { Question } from '../understanding/read-question';
import type { AnswerContext } from './answer-context';
import { offeredRecipesOf } from './household-recipes';
import { CONFIRM_NOTE, reply } from './reply';

const DINNER_TIME = '19:00';
/** A planned meal from 17:00 on is that evening's dinner. */
const isDinner = (meal: AssistantPlannedMeal) => meal.time >= '17:00';

/**
 * The dates to plan: the coming 7 days, the rest of this week, next week (Monday first), or the
 * days named (« de lundi à vendredi », from the next Monday on).
 */
function weekDates(text: string, today: string): { dates: string[]; label: string } {
  const weekday = weekdayOf(today);
  const daysToSunday = (7 - weekday) % 7;
  if (/\bsemaine prochaine\b/.test(text)) {
    const monday = addDays(today, daysToSunday + 1);
    return {
      dates: Array.from({ length: 7 }, (_, i) => addDays(monday, i)),
      label: 'de la semaine prochaine',
    };
  }
  const range = DAY_RANGE.exec(text);
  if (range) {
    const start = (WEEKDAYS.indexOf(range[1]!) - weekday + 7) % 7;
    const length = ((WEEKDAYS.indexOf(range[2]!) - WEEKDAYS.indexOf(range[1]!) + 7) % 7) + 1;
    return {
      dates: Array.from({ length }, (_, i) => addDays(today, start + i)),
      label: `du ${range[1]} au ${range[2]}`,
    };
  }
  if (/\breste de la semaine\b|\bjusqu a dimanche\b|\bfin de (?:la )?semaine\b/.test(text)) {
    return {
      dates: Array.from({ length: daysToSunday + 1 }, (_, i) => addDays(today, i)),
      label: 'du reste de la semaine',
    };
  }
  return { dates: Array.from({ length: 7 }, (_, i) => addDays(today, i)), label: 'de la semaine' };
}

type Pick = {
  date: string;
  recipe: Recipe;
  isLight: boolean;
  isRepeat: boolean;
  isOwnRecipe: boolean;
};

/**
 * The week's dinners, chosen together by the planner of « Planifier la semaine »
 * (planning/plan-week.ts: variety, weeknights, what the week makes the family buy, the fridge's
 * foods before their date),
 * on the chat's own ranking of the dishes; the household's own main dishes count extra, as
 * « Planifier la semaine » counts them. Soups and salads (entrées) fill in when the household's
 * rules leave too few main courses (they rank 3 below), and only then is a dish repeated, never
 * two days running.
 */
function chooseDinners(
  dates: readonly string[],
  mains: readonly Recipe[],
  lights: readonly Recipe[],
  ownIds: ReadonlySet<string>,
  answer: AnswerContext,
): Pick[] {
  const rankOf = new Map<string, number>();
  const ranked = rankRecipes(
    [...mains, ...lights],
    { types: [], ingredients: [], dishWords: [] },
    answer.ranking,
  );
  for (const r of ranked) rankOf.set(r.recipe.id, r.score - (r.recipe.type === 'plat' ? 0 : 3));
  const hasChildren = answer.context.household.size.children > 0;
  const plan = planWeek({
    dates,
    candidates: [...mains, ...lights],
    servings: answer.servings,
    today: answer.context.today,
    taste: { preferred: [], month: answer.ranking.month, random: answer.random, hasChildren },
    scoreOf: (recipe) =>
      (rankOf.get(recipe.id) ?? 0) -
      childrenPenalty(recipe, hasChildren) +
      (ownIds.has(recipe.id) ? FAVORITE_BONUS : 0),
    ownRecipeIds: [...ownIds],
    fridge: readFridge(answer.context.fridge, answer.context.today).usable,
    isInPantry: pantryCheck(answer.context.pantry ?? DEFAULT_PANTRY),
  });
  return plan.picks.map(({ date, recipe, isRepeat, isOwnRecipe }) => ({
    date,
    recipe,
    isLight: recipe.type !== 'plat',
    isRepeat,
    isOwnRecipe,
  }));
}

export function answerPlanWeek(
  question: Question,
  facts: QuestionFacts,
  answer: AnswerContext,
): AssistantReply {
  const { context, servings } = answer;
  const { dates, label } = weekDates(question.text, context.today);
  const planned = context.planning.filter((meal) => isDinner(meal) && dates.includes(meal.date));
  const free = dates.filter((date) => !planned.some((meal) => meal.date === date));
  if (free.length === 0) {
    return reply(
      'plan-week',
      `Tous les dîners ${label} sont déjà au planning : il n’y a rien à ajouter.`,
    );
  }
  const first = dates[0]!;
  const last = dates[dates.length - 1]!;
  // Not a dish already on the planning around these days.
  const recentlyPlanned = new Set(
    context.planning
      .filter((meal) => meal.date >= addDays(first, -7) && meal.date <= last)
      .map((m) => m.recipeId),
  );
  const search = {
    types: [],
    ingredients: [],
    dishWords: [],
    maxMinutes: facts.maxMinutes,
    isEasy: facts.isEasy,
    excludeIds: recentlyPlanned,
  };
  const own = offeredRecipesOf(answer).filter(
    (recipe) => recipe.type === 'plat' && fitsSearch(recipe, search),
  );
  const allowed = compliantRecipes(answer.rules).filter((recipe) => fitsSearch(recipe, search));
  const mains = [...allowed.filter((recipe) => recipe.type === 'plat'), ...own];
  const lights =
    mains.length >= free.length ? [] : allowed.filter((recipe) => recipe.type === 'entrée');
  const picks = chooseDinners(free, mains, lights, new Set(own.map((r) => r.id)), answer);
  if (picks.length === 0) {
    const rules = describeRules(answer.rules);
    return reply(
      'plan-week',
      `Je n’ai aucun plat qui respecte vos règles${rules ? ` (${rules})` : ''} à proposer pour ces dîners.`,
    );
  }
  const meals: PlannedMealProposal[] = picks.map(({ date, recipe }) => ({
    recipeId: recipe.id,
    recipeTitle: recipe.title,
    date,
    time: DINNER_TIME,
    servings,
    type: recipe.type,
  }));
  const lines = picks.map(
    ({ date, recipe, isLight, isRepeat, isOwnRecipe }) =>
      `- **${formatDay(date)}** : ${isOwnRecipe ? escapeMarkdown(recipe.title) : recipe.title} (${formatMinutes(totalMinutes(recipe))}${isOwnRecipe ? ', votre recette' : ''}${isLight ? ', repas léger' : ''}${isRepeat ? ', déjà proposé plus tôt' : ''})`,
  );
  const text = [
    `## Dîners ${label}`,
    '',
    `Pour ${plural(servings, 'portion')}, à ${DINNER_TIME.replace(':', ' h ').replace(/ h 00$/, ' h')} :`,
    '',
    ...lines,
    '',
  ];
  if (planned.length > 0) {
    const kept = planned.map(
      (meal) => `${formatDay(meal.date)} (${escapeMarkdown(meal.recipeTitle)})`,
    );
    text.push(`Déjà prévus, je n’y touche pas : ${joinFrench(kept)}.`);
  }
  const rules = describeRules(answer.rules);
  if (rules) text.push(`Tous ces plats respectent vos règles : ${rules}.`);
  if (picks.some((p) => p.isLight || p.isRepeat)) {
    text.push(
      'Vos règles laissent peu de plats dans mon carnet : j’ai complété avec des entrées consistantes ou des plats déjà proposés.',
    );
  }
  text.push(CONFIRM_NOTE);
  return reply(
    'plan-week',
    text.join('\n'),
    [...new Set(picks.map((p) => p.recipe.id))],
    [{ kind: 'plan-meals', label: `Planifier les dîners ${label}`, meals }],
  );
}
