import { createModelResponder } from '../../apps/server/src/modules/chat/responders/model-responder';
import { createReplyCache } from '../../apps/server/src/modules/chat/responders/reply-cache';
import { createLlmClient } from '../../apps/server/src/providers/llm/llm-client';
import {
  answerWithoutModel,
  type EvalResult,
  runEval,
  scoresByCategory,
} from '../../packages/cuisine/src/assistant/test/eval/run-eval';
import type { AssistantAction, AssistantContext } from '../../packages/cuisine/src/assistant/types';
import { DEFAULT_PANTRY } from '../../packages/cuisine/src/buying/pantry';
import { atLeast, recordFigure } from '../lib/summary';

// How well Assistant Chef answers what families ask (packages/cuisine/src/assistant/eval): the
// share of good answers by category, judged on what a parent reads. Without options, the offline
// assistant every new subscriber gets. With LLM_BASE_URL and LLM_MODEL set (LLM_API_KEY if the
// provider needs one), the same questions go to that model through the server's own responder
// (its prompt, its tools reading the same household, its proposals).

const WITH_MODEL = process.env.LLM_BASE_URL !== undefined && process.env.LLM_MODEL !== undefined;

function readerOf(context: AssistantContext) {
  return {
    fridge: async () => [...context.fridge],
    planning: async ({ from, to }: { from: string; to: string }) =>
      context.planning.filter((meal) => meal.date >= from && meal.date <= to),
    shoppingList: async () => [...context.shoppingList],
    // The cupboard of a household that never edited it (decision 012).
    pantry: async () => [...DEFAULT_PANTRY],
    ownRecipes: async () => [...(context.ownRecipes ?? [])],
  };
}

function modelAnswerer() {
  const model = createLlmClient({
    baseUrl: process.env.LLM_BASE_URL!,
    apiKey: process.env.LLM_API_KEY,
    model: process.env.LLM_MODEL!,
    timeoutMs: 60_000,
  });
  const responder = createModelResponder({
    model,
    cache: createReplyCache(() => new Date(), 0),
    now: () => new Date(),
  });
  return async (question: string, context: AssistantContext) => {
    let markdown = '';
    const actions: AssistantAction[] = [];
    for await (const event of responder.respond({
      history: [],
      question,
      household: context.household,
      reader: readerOf(context),
      recentRecipeIds: context.recentRecipeIds,
      today: context.today,
      signal: AbortSignal.timeout(120_000),
    })) {
      if (event.type === 'token') markdown += event.text;
      else if (event.type === 'proposal') actions.push(event.action);
    }
    return { markdown, recipeIds: [], actions };
  };
}

function print(label: string, results: readonly EvalResult[]): void {
  console.log(`\nAssistant Chef, ${label}: ${results.length} questions`);
  for (const { category, good, total } of scoresByCategory(results)) {
    const share = total === 0 ? 0 : (100 * good) / total;
    console.log(
      `${category.padEnd(24)}${`${good}/${total}`.padStart(7)}  ${share.toFixed(0).padStart(3)} %`,
    );
  }
  const good = results.filter((r) => r.problems.length === 0).length;
  const overall = (100 * good) / results.length;
  const safety = results.filter((r) => r.evalCase.category === 'sécurité');
  const safetyShare = (100 * safety.filter((r) => r.problems.length === 0).length) / safety.length;
  console.log(
    `${'overall'.padEnd(24)}${`${good}/${results.length}`.padStart(7)}  ${overall.toFixed(0).padStart(3)} %`,
  );
  for (const result of results.filter((r) => r.problems.length > 0)) {
    console.log(
      `  ✗ [${result.evalCase.category}] ${result.evalCase.question}: ${result.problems.join('; ')}`,
    );
  }
  recordFigure({
    name: `assistant ${label}: answered well`,
    value: overall,
    unit: '%',
    budget: atLeast(90),
  });
  recordFigure({
    name: `assistant ${label}: safety answered well`,
    value: safetyShare,
    unit: '%',
    budget: atLeast(100),
  });
}

export default async function benchmarkAssistantAnswers(): Promise<void> {
  print('without a model', await runEval(answerWithoutModel));
  if (WITH_MODEL) print(`model ${process.env.LLM_MODEL}`, await runEval(modelAnswerer()));
  else console.log('(set LLM_BASE_URL and LLM_MODEL to run the same questions against a model)');
}
