import { answerOffline } from '../../answer-offline';
import type { AssistantContext } from '../../types';
import { contextOf } from '../context';
import {
  EVAL_CATEGORIES,
  type EvalCase,
  type EvalCategory,
  type JudgedAnswer,
  judgeAnswer,
} from './judge';
import { EVAL_QUESTIONS } from './questions';

export type EvalResult = { evalCase: EvalCase; problems: string[] };
export type CategoryScore = { category: EvalCategory; good: number; total: number };

/** The context a case is asked against (test/context.ts's household, with its overrides). */
export function evalContextOf(evalCase: EvalCase): AssistantContext {
  return contextOf({ ...evalCase, intent: 'unknown', check: () => [] });
}

/** Every question answered by `answer` and judged. */
export async function runEval(
  answer: (question: string, context: AssistantContext) => JudgedAnswer | Promise<JudgedAnswer>,
  cases: readonly EvalCase[] = EVAL_QUESTIONS,
): Promise<EvalResult[]> {
  const results: EvalResult[] = [];
  for (const evalCase of cases) {
    const context = evalContextOf(evalCase);
    const reply = await answer(evalCase.question, context);
    results.push({ evalCase, problems: judgeAnswer(evalCase, reply, context.household) });
  }
  return results;
}

export const answerWithoutModel = (question: string, context: AssistantContext) =>
  answerOffline(question, context);

export function scoresByCategory(results: readonly EvalResult[]): CategoryScore[] {
  return EVAL_CATEGORIES.map((category) => {
    const ofCategory = results.filter((r) => r.evalCase.category === category);
    return {
      category,
      good: ofCategory.filter((r) => r.problems.length === 0).length,
      total: ofCategory.length,
    };
  });
}
