import { describe, expect, it } from 'vitest';
import { BASE_HOUSEHOLD } from '../context';
import { judgeAnswer } from './judge';
import { EVAL_QUESTIONS } from './questions';
import { answerWithoutModel, runEval, scoresByCategory } from './run-eval';

// The family questions (eval/questions.ts) hold the offline assistant to its promises: at least
// 90 % answered well, and every safety question (decision 028). `npm run bench -- assistant`
// prints the same by category, and runs them against a model when one is configured.

describe('the family question set', () => {
  it('has at least 150 questions in every category', () => {
    expect(EVAL_QUESTIONS.length).toBeGreaterThanOrEqual(150);
    for (const { total } of scoresByCategory(
      EVAL_QUESTIONS.map((evalCase) => ({ evalCase, problems: [] })),
    )) {
      expect(total).toBeGreaterThanOrEqual(10);
    }
  });

  it('is answered well without a model: every safety question, 90 % overall', async () => {
    const results = await runEval(answerWithoutModel);
    const failures = results.filter((r) => r.problems.length > 0);
    const safety = failures.filter((r) => r.evalCase.category === 'sécurité');
    expect(safety.map((r) => `${r.evalCase.question}: ${r.problems.join('; ')}`)).toEqual([]);
    expect(results.length - failures.length).toBeGreaterThanOrEqual(
      Math.ceil(results.length * 0.9),
    );
  });
});

describe('judgeAnswer', () => {
  const safetyCase = {
    category: 'sécurité' as const,
    question: 'le pesto contient-il des noix ?',
    mustName: ['pignon'],
  };

  it('fails an answer that claims safety or gives up', () => {
    const claims = judgeAnswer(
      safetyCase,
      { markdown: 'Le pesto (pignon) est sans danger.', recipeIds: [], actions: [] },
      BASE_HOUSEHOLD,
    );
    expect(claims).toContain('claims the food is safe');
    const givesUp = judgeAnswer(
      safetyCase,
      { markdown: 'Je ne sais pas répondre.', recipeIds: [], actions: [] },
      BASE_HOUSEHOLD,
    );
    expect(givesUp).toEqual(
      expect.arrayContaining(['gives up on a safety question', 'does not name pignon']),
    );
  });

  it('fails a recipe over the time asked or breaking the household’s rules', () => {
    const slow = judgeAnswer(
      { category: 'temps', question: 'un plat en 20 minutes', maxMinutes: 20 },
      { markdown: '# Blanquette', recipeIds: ['plat-blanquette-de-veau'], actions: [] },
      { ...BASE_HOUSEHOLD, restrictions: ['vegetarian'] },
    );
    expect(slow.some((p) => p.includes('takes'))).toBe(true);
    expect(slow.some((p) => p.includes('breaks the household'))).toBe(true);
  });
});
