import { matchIngredient } from '../ingredients';
import type { IngredientResolver } from './types';

/** The ingredient knowledge base as a resolver: exact names first, then a known name inside. */
export const resolveFromKnowledgeBase: IngredientResolver = (name) => {
  const match = matchIngredient(name);
  return match ? { id: match.ingredient.id, exact: match.exact } : undefined;
};
