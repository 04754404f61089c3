import { type Preferences, type PreferencesInput, preferencesApi } from '@mijote/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** PUT /api/preferences: the questionnaire's answers (an upsert on the server). */
export function savePreferences(input: PreferencesInput): Promise<Preferences> {
  return api(preferencesApi.save, { body: input });
}

export function useSavePreferences() {
  return useMutation({ mutationFn: savePreferences });
}
