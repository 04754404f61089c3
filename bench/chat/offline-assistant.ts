import { answerOffline } from '../../packages/cuisine/src/assistant/answer-offline';
import { clearCompliantRecipesCache } from '../../packages/cuisine/src/assistant/household';
import { ASSISTANT_CASES, contextOf } from '../../packages/cuisine/src/assistant/test';
import { recordFigure } from '../lib/summary';

// Offline assistant latency (benchmark): every question of the test table answered
// RUNS times against its household. Prints p50 / p95 / max over all answers and per intent, a
// household's first question (compliance cache empty), then p50 / p95 of every question.

const RUNS = 20;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(10);

function timeOnce(question: string, context: ReturnType<typeof contextOf>): number {
  const start = performance.now();
  answerOffline(question, context);
  return performance.now() - start;
}

export default function benchmarkOfflineAssistant(): void {
  const cases = ASSISTANT_CASES.map((testCase) => ({ testCase, context: contextOf(testCase) }));
  // Warm-up: module-level indexes (lexicon, title index) are built on first use.
  for (const { testCase, context } of cases) answerOffline(testCase.question, context);

  const perQuestion = cases.map(({ testCase, context }) => {
    const samples: number[] = [];
    for (let run = 0; run < RUNS; run++) samples.push(timeOnce(testCase.question, context));
    samples.sort((a, b) => a - b);
    return { question: testCase.question, intent: testCase.intent, samples };
  });
  const all = perQuestion.flatMap((q) => q.samples).sort((a, b) => a - b);

  console.log(
    `\nOffline assistant — ${cases.length} questions × ${RUNS} runs = ${all.length} answers`,
  );
  console.log(
    `${'all answers'.padEnd(28)}p50 ${ms(percentile(all, 50))}  p95 ${ms(percentile(all, 95))}  max ${ms(all[all.length - 1] ?? 0)}`,
  );

  recordFigure({
    name: 'offline assistant, all answers: p50',
    value: percentile(all, 50),
    unit: 'ms',
  });
  recordFigure({
    name: 'offline assistant, all answers: p95',
    value: percentile(all, 95),
    unit: 'ms',
  });

  const intents = [...new Set(perQuestion.map((q) => q.intent))];
  for (const intent of intents) {
    const samples = perQuestion
      .filter((q) => q.intent === intent)
      .flatMap((q) => q.samples)
      .sort((a, b) => a - b);
    console.log(
      `${intent.padEnd(28)}p50 ${ms(percentile(samples, 50))}  p95 ${ms(percentile(samples, 95))}`,
    );
  }

  const perQuestionP95 = perQuestion.map((q) => percentile(q.samples, 95)).sort((a, b) => a - b);
  console.log(
    `\nPer question, over its ${RUNS} runs: median of the p95s ${ms(percentile(perQuestionP95, 50))}, worst p95 ${ms(perQuestionP95[perQuestionP95.length - 1] ?? 0)}`,
  );
  // A household's first question filters the whole catalogue through checkCompliance.
  const { testCase, context } = cases[0]!;
  const strict = {
    ...context,
    household: {
      ...context.household,
      restrictions: ['vegetarian', 'glutenFree'] as const,
      avoidedFoods: ['champignons', 'fruits à coque'],
    },
  };
  const first: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    clearCompliantRecipesCache();
    first.push(
      timeOnce(testCase.question, {
        ...strict,
        household: { ...strict.household, restrictions: [...strict.household.restrictions] },
      }),
    );
  }
  first.sort((a, b) => a - b);
  console.log(
    `\nFirst question of a household (végétarien, sans gluten, 2 aliments évités; cache empty): p50 ${ms(percentile(first, 50))}  p95 ${ms(percentile(first, 95))}`,
  );

  console.log(`\nEvery question, slowest p95 first (${RUNS} runs each):`);
  console.log(`${'p50'.padStart(12)}${'p95'.padStart(11)}  ${'intent'.padEnd(22)} question`);
  const bySlowest = [...perQuestion].sort(
    (a, b) => percentile(b.samples, 95) - percentile(a.samples, 95),
  );
  for (const q of bySlowest) {
    const p50 = ms(percentile(q.samples, 50));
    const p95 = ms(percentile(q.samples, 95));
    console.log(`  ${p50} ${p95}  ${q.intent.padEnd(22)} ${q.question.slice(0, 70)}`);
  }
}
