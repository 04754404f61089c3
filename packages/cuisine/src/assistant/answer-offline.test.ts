import { describe, expect, it } from 'vitest';
import { answerOffline } from './answer-offline';
import { ASSISTANT_CASES, answersSafely, contextOf } from './test';

describe('answerOffline on the question table', () => {
  it('holds at least 80 questions', () => {
    expect(ASSISTANT_CASES.length).toBeGreaterThanOrEqual(80);
  });

  it.each(ASSISTANT_CASES.map((c, i) => [`${i + 1}. ${c.question}`, c] as const))(
    '%s',
    (_label, testCase) => {
      const context = contextOf(testCase);
      const reply = answerOffline(testCase.question, context);
      expect(reply.intent).toBe(testCase.intent);
      expect([...answersSafely(reply, context), ...testCase.check(reply, context)]).toEqual([]);
    },
  );
});
