import type { Technique } from '../knowledge/techniques';
import type { AssistantReply } from '../types';
import { reply } from './reply';

// « Comment faire une pâte brisée ? »: a kitchen basic, step by step (knowledge/techniques.ts).

export function answerTechnique(technique: Technique): AssistantReply {
  return reply(
    'technique',
    [
      `## ${technique.title}`,
      '',
      `Pour ${technique.yields} :`,
      '',
      ...technique.ingredients.map((line) => `- ${line}`),
      '',
      ...technique.steps.map((step, i) => `${i + 1}. ${step}`),
      '',
      `**L’astuce** : ${technique.tip}`,
      '',
      '*Source : les fiches techniques de Mijote.*',
    ].join('\n'),
  );
}
