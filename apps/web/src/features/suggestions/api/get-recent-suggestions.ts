import { type RecentSuggestion, suggestionsApi } from '@mijote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const recentSuggestionsQueryKey = ['suggestions', 'recent'] as const;

/** GET /api/suggestions/recent → the household's last suggestions, newest first. */
export async function getRecentSuggestions(): Promise<RecentSuggestion[]> {
  return (await api(suggestionsApi.recent)).suggestions;
}

export const recentSuggestionsQuery = queryOptions({
  queryKey: recentSuggestionsQueryKey,
  queryFn: getRecentSuggestions,
});

export function useRecentSuggestions() {
  return useQuery(recentSuggestionsQuery);
}
