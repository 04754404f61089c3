import { LoadError } from '@/components/ui/load-error';
import { LoadingState } from '@/components/ui/loading-state';
import { usePreferences } from '@/lib/preferences';
import { useProfile } from '../api/get-profile';
import { SettingsForm } from './settings-form';

/**
 * Loads the profile and the preferences, then shows the form seeded with them. A failed load
 * says why in French (the server's PROFILE_LOAD_FAILED: 'Impossible de charger votre profil').
 */
export function ProfileSettings() {
  const profile = useProfile();
  const preferences = usePreferences();

  if (profile.isPending || preferences.isPending) return <LoadingState />;
  if (profile.isError || preferences.isError) {
    return (
      <LoadError
        error={profile.error ?? preferences.error}
        onRetry={() => {
          void profile.refetch();
          void preferences.refetch();
        }}
      />
    );
  }
  return <SettingsForm profile={profile.data} preferences={preferences.data} />;
}
