import {
  DEFAULT_PREFERENCES_INPUT,
  type Preferences,
  type Profile,
  preferencesInputSchema,
  profileInputSchema,
} from '@mijote/contracts';
import { CircleCheck, UserRound, Utensils } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { InTurn } from '@/components/in-turn';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorCodeOf, errorText } from '@/lib/errors';
import { type FieldErrors, fieldErrorsFromApi, validate } from '@/lib/form';
import { useTranslation } from '@/lib/translation';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useSaveProfile } from '../api/save-profile';
import { useUpdatePreferences } from '../api/update-preferences';
import { draftOf, type SettingsDraft, toPreferencesInput, toProfileInput } from '../settings-draft';
import { PreferenceFields } from './preference-fields';
import { ProfileFields } from './profile-fields';
import { SettingsSection } from './settings-section';

/** `preferences` is null until the questionnaire is answered (a complimentary account). */
type SettingsFormProps = { profile: Profile; preferences: Preferences | null };

/**
 * The profile form and the dietary preferences, saved together by one button (spec
 * « Paramètres »); 'Profil mis à jour avec succès' shows for 3 s (spec 4 and 9).
 */
export function SettingsForm({ profile, preferences }: SettingsFormProps) {
  const { t } = useTranslation();
  const saveProfile = useSaveProfile();
  const updatePreferences = useUpdatePreferences();
  // Seeded once: a background refetch must not wipe what the user is typing.
  const [draft, setDraft] = useState<SettingsDraft>(() =>
    draftOf(profile, preferences ?? DEFAULT_PREFERENCES_INPUT),
  );
  const [hasAnswers, setHasAnswers] = useState(preferences !== null);
  // What the server holds, to tell the user when the form says something else.
  const [savedDraft, setSavedDraft] = useState(draft);
  const isDirty = JSON.stringify(draft) !== JSON.stringify(savedDraft);
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, showSaved, clearSaved] = useTimedMessage();
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const isSaving = saveProfile.isPending || updatePreferences.isPending;

  // After a refused save, the first field in error takes the focus (once it shows as invalid).
  useEffect(() => {
    if (focusTick === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  const update = (patch: Partial<SettingsDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    const touched = Object.keys(patch);
    if (touched.some((field) => errors[field])) {
      setErrors((current) => {
        const next = { ...current };
        for (const field of touched) delete next[field];
        return next;
      });
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    setSaveError(null);
    clearSaved();
    const names = validate(profileInputSchema, toProfileInput(draft));
    const answers = validate(preferencesInputSchema, toPreferencesInput(draft));
    if (!names.success || !answers.success) {
      setErrors({
        ...(names.success ? {} : names.errors),
        ...(answers.success ? {} : answers.errors),
      });
      setFocusTick((tick) => tick + 1);
      return;
    }
    setErrors({});
    try {
      const [savedProfile, savedPreferences] = await Promise.all([
        saveProfile.mutateAsync(names.data),
        updatePreferences.mutateAsync({ answers: answers.data, isFirstSave: !hasAnswers }),
      ]);
      setHasAnswers(true);
      // What the server kept (names trimmed, foods cleaned) is what the form shows now.
      const nowSaved = draftOf(savedProfile, savedPreferences);
      setDraft(nowSaved);
      setSavedDraft(nowSaved);
      showSaved(t('settings.form.saved'));
    } catch (error) {
      const fieldErrors = fieldErrorsFromApi(error);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length > 0) setFocusTick((tick) => tick + 1);
      setSaveError(saveErrorText(error));
    }
  };

  const saveErrorText = (error: unknown) => {
    const code = errorCodeOf(error);
    // Spec 8: a failed save says 'Une erreur est survenue lors de l’enregistrement'; a reason
    // the user can act on (offline, too many tries, a refused field) says itself.
    return code === 'INTERNAL' || code === 'NOT_FOUND'
      ? t('errors.PROFILE_SAVE_FAILED')
      : errorText(t, code);
  };

  return (
    // The fields keep clear of the sticky save bar when the keyboard scrolls them into view.
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="min-w-0 space-y-5 [&_button]:scroll-mb-28 [&_input]:scroll-mb-28"
    >
      <SettingsSection title={t('settings.profile.title')} icon={UserRound}>
        <ProfileFields
          firstName={draft.firstName}
          lastName={draft.lastName}
          email={profile.email}
          errors={errors}
          onChange={update}
        />
      </SettingsSection>

      {/* Below a phone's first screen, and half of the page's first draw: in a turn of its own
          when the page opens the app (components/in-turn.tsx). */}
      <InTurn>
        <SettingsSection
          title={t('settings.preferences.title')}
          description={t('settings.preferences.text')}
          icon={Utensils}
        >
          <PreferenceFields draft={draft} errors={errors} onChange={update} />
        </SettingsSection>
      </InTurn>

      {saveError ? <Alert>{saveError}</Alert> : null}

      {/* Stays in view while the long form scrolls, so saving never needs a trip to the end. */}
      <div className="sticky bottom-3 z-10 flex items-center justify-end gap-3 rounded-2xl border border-line bg-surface/95 p-3 shadow-lg backdrop-blur">
        <div className="min-w-0 flex-1 pl-1 text-sm font-medium">
          <p role="status" className="flex items-center gap-2 text-basil">
            {saved ? (
              <>
                <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
                {saved}
              </>
            ) : null}
          </p>
          {!saved && isDirty ? <p className="text-muted-fg">{t('settings.form.unsaved')}</p> : null}
        </div>
        <Button type="submit" isLoading={isSaving} className="shrink-0">
          {isSaving ? t('settings.form.saving') : t('settings.form.save')}
        </Button>
      </div>
    </form>
  );
}
