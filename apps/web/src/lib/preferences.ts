import type { Preferences } from '@mijote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';
import { ApiError } from './http';

// The caller's answers to the questionnaire: edited on the settings screen, and read wherever a
// count of portions is explained by the household's adults and children. The read's endpoint
// loads with its first call (a page without portions never asks), and alone: not the
// questionnaire's schemas (contracts' preferences-read.ts).

export const preferencesQueryKey = ['preferences'] as const;

/**
 * GET /api/preferences: the questionnaire's answers, edited in the settings. null when there are
 * none yet (404): a complimentary account reaches the dashboard without the questionnaire.
 */
export async function getPreferences(): Promise<Preferences | null> {
  try {
    const { preferencesReadApi } = await import('@mijote/contracts/api/preferences-read');
    return await api(preferencesReadApi.get);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const preferencesQuery = queryOptions({
  queryKey: preferencesQueryKey,
  queryFn: getPreferences,
});

export function usePreferences() {
  return useQuery(preferencesQuery);
}

/** The household's adults and children; undefined while unknown or when never answered. */
export function useHouseholdSize(): Preferences['householdSize'] | undefined {
  return useQuery({
    ...preferencesQuery,
    select: (preferences) => preferences?.householdSize,
  }).data;
}
