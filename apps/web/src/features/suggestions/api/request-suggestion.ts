import { type Suggestion, type SuggestionRequest, suggestionsApi } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { recentSuggestionsQueryKey } from './get-recent-suggestions';

/**
 * POST /api/suggestions → a recipe of `type` for the household, from the fridge in fridge mode.
 * `regenerate` asks for another one than the cached answer (« Réessayer », « Une autre recette »).
 */
export function requestSuggestion(request: SuggestionRequest): Promise<Suggestion> {
  return api(suggestionsApi.suggest, { body: request });
}

// A mutation, not a query: each call may cost a model's answer and is recorded in the household's
// history (variety), so nothing refetches it behind the user's back. The history is what
// « Suggestions récentes » lists: it is read again after each answer, even one that arrives
// after the user left the screen.
export function useRequestSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestSuggestion,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: recentSuggestionsQueryKey });
    },
  });
}
