import { type Suggestion, type SuggestionRequest, suggestionsApi } from '@mijote/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * POST /api/suggestions → a recipe of `type` for the household, from the fridge in fridge mode.
 * `regenerate` asks for another one than the cached answer (« Réessayer », « Une autre recette »).
 */
export function requestSuggestion(request: SuggestionRequest): Promise<Suggestion> {
  return api(suggestionsApi.suggest, { body: request });
}

// A mutation, not a query: each call may cost a model's answer and is recorded in the household's
// history (variety), so nothing refetches it behind the user's back.
export function useRequestSuggestion() {
  return useMutation({ mutationFn: requestSuggestion });
}
