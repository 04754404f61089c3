/** Spec sections 7 and 9 fix these per use: recipes, chat. */
export type LlmSampling = { temperature: number; maxTokens: number; topP: number };
