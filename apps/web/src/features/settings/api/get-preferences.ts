import type { Preferences } from '@mijote/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, http } from '../../../lib/http';

export const preferencesQueryKey = ['preferences'] as const;

/**
 * GET /api/preferences: the questionnaire's answers, edited in the settings. null when there are
 * none yet (404): a complimentary account reaches the dashboard without the questionnaire.
 */
export async function getPreferences(): Promise<Preferences | null> {
  try {
    return await http<Preferences>('/api/preferences');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function usePreferences() {
  return useQuery({ queryKey: preferencesQueryKey, queryFn: getPreferences });
}
