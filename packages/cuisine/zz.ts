import { answerOffline } from './src/assistant/answer-offline';
import { BASE_CONTEXT } from './src/assistant/test';

for (const q of process.argv.slice(2)) {
  const r = answerOffline(q, BASE_CONTEXT);
  console.log('###', q, '→', r.intent, r.recipeIds.slice(0, 1));
  console.log(r.markdown.slice(0, 400));
}
