import { type Preferences, type PreferencesInput, preferencesApi } from '@mijote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { preferencesQueryKey } from '@/lib/preferences';

type PreferencesSave = { answers: PreferencesInput; isFirstSave: boolean };

/**
 * The settings send every answer. PATCH /api/preferences edits the row the questionnaire made;
 * with no row yet (a complimentary account that skipped it), PUT creates it.
 */
export function updatePreferences({ answers, isFirstSave }: PreferencesSave): Promise<Preferences> {
  return api(isFirstSave ? preferencesApi.save : preferencesApi.patch, { body: answers });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (preferences) => queryClient.setQueryData(preferencesQueryKey, preferences),
  });
}
