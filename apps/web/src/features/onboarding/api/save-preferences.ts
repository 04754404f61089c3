import type { Preferences, PreferencesInput } from '@mijote/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** PUT /api/preferences: the questionnaire's answers (an upsert on the server). */
export function savePreferences(input: PreferencesInput): Promise<Preferences> {
  return http<Preferences>('/api/preferences', { method: 'PUT', body: input });
}

export function useSavePreferences() {
  return useMutation({ mutationFn: savePreferences });
}
