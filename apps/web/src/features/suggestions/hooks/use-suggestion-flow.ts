import type { RecentSuggestion, Suggestion } from '@mijote/contracts';
import type { MealType } from '@mijote/cuisine/vocabulary';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorCodeOf, isOffline } from '@/lib/errors';
import type { AppErrorCode } from '@/lib/http';
import { meQueryKey } from '@/lib/session';
import { useRequestSuggestion } from '../api/request-suggestion';

// The Suggestions screen's states (spec section 4): the type picker, then loading, then the
// recipe card on success or the error view on failure. The recipe on screen is kept in the
// query cache for the visit (decision 009): leaving the screen and coming back shows it again, until
// « Changer de type » or a page load (a sign-out is one). Never in local storage (decision 015).

export type SuggestionStep =
  | { kind: 'picker' }
  | { kind: 'loading'; type: MealType }
  /** `requestId` tells two answers apart, so a new recipe starts with fresh servings and buttons. */
  | { kind: 'recipe'; type: MealType; suggestion: Suggestion; requestId: number }
  | { kind: 'error'; type: MealType; code: AppErrorCode };

export const QUESTIONNAIRE_PATH = '/questionnaire';

/** The recipe on screen, with the fridge switch as it was (null: the picker). */
type KeptRecipe = {
  type: MealType;
  suggestion: Suggestion;
  requestId: number;
  fridgeMode: boolean;
};

export const keptRecipeQueryKey = ['suggestions', 'shown'] as const;

/**
 * The kept recipe, read from the cache. Nothing fetches it (skipToken); the observer keeps it in
 * the cache while the screen is away (gcTime), for the whole visit.
 */
function useKeptRecipe() {
  return useQuery<KeptRecipe | null>({
    queryKey: keptRecipeQueryKey,
    queryFn: skipToken,
    gcTime: Number.POSITIVE_INFINITY,
    staleTime: Number.POSITIVE_INFINITY,
    // For this visit only: a reload shows the picker; « Suggestions récentes » (kept offline,
    // decision 036) reopens the last ones.
    meta: { keptOffline: false },
  }).data;
}

export function useSuggestionFlow() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutate } = useRequestSuggestion();
  const kept = useKeptRecipe();
  const [step, setStep] = useState<SuggestionStep>(() =>
    kept
      ? { kind: 'recipe', type: kept.type, suggestion: kept.suggestion, requestId: kept.requestId }
      : { kind: 'picker' },
  );
  const [fridgeMode, setFridgeMode] = useState(kept?.fridgeMode ?? false);
  const requestCount = useRef(kept?.requestId ?? 0);

  /** Shows a recipe, and keeps it (with the switch) for the next visit of the screen. */
  const show = useCallback(
    (type: MealType, suggestion: Suggestion, switchOn: boolean) => {
      requestCount.current += 1;
      const recipe = { type, suggestion, requestId: requestCount.current };
      setStep({ kind: 'recipe', ...recipe });
      const keptRecipe: KeptRecipe = { ...recipe, fridgeMode: switchOn };
      queryClient.setQueryData(keptRecipeQueryKey, keptRecipe);
    },
    [queryClient],
  );

  /** Back to the picker, keeping the fridge switch as it was. */
  const changeType = useCallback(() => {
    setStep({ kind: 'picker' });
    queryClient.setQueryData(keptRecipeQueryKey, null);
  }, [queryClient]);

  /**
   * Spec section 4: no preferences row sends the user to /questionnaire; 'Utilisateur non
   * connecté' is not shown here, the user returns to the picker (and the session is checked
   * again, so a signed-out user is taken to /auth by the dashboard's guard).
   */
  const onRefused = useCallback(
    (error: unknown): AppErrorCode | null => {
      const code = isOffline() ? 'OFFLINE' : errorCodeOf(error);
      if (code === 'PREFERENCES_NOT_SET') {
        void navigate(QUESTIONNAIRE_PATH, { replace: true });
        return null;
      }
      if (code === 'UNAUTHENTICATED') {
        setStep({ kind: 'picker' });
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
        return null;
      }
      return code;
    },
    [navigate, queryClient],
  );

  const generate = useCallback(
    (type: MealType, options: { fridgeMode: boolean; regenerate?: boolean }) => {
      setStep({ kind: 'loading', type });
      // Only the last request's answer is shown: TanStack calls these for the latest mutate.
      mutate(
        { type, fridgeMode: options.fridgeMode, regenerate: options.regenerate ?? false },
        {
          onSuccess: (suggestion) => show(type, suggestion, options.fridgeMode),
          onError: (error) => {
            const code = onRefused(error);
            if (code) setStep({ kind: 'error', type, code });
          },
        },
      );
    },
    [mutate, onRefused, show],
  );

  /** A type from the picker, or from Mon Frigo's « Générer une recette » (fridge mode). */
  const pick = useCallback(
    (type: MealType, withFridge: boolean = fridgeMode) => {
      setFridgeMode(withFridge);
      generate(type, { fridgeMode: withFridge });
    },
    [fridgeMode, generate],
  );

  /** « Réessayer » and « Une autre recette »: the same type, past the 5-minute cache. */
  const regenerate = useCallback(() => {
    if (step.kind === 'picker') return;
    generate(step.type, { fridgeMode, regenerate: true });
  }, [step, fridgeMode, generate]);

  /** « Suggestions récentes »: a past suggestion shown again, as the current one. */
  const reopen = useCallback(
    (recent: RecentSuggestion) =>
      show(recent.suggestion.recipe.type, recent.suggestion, fridgeMode),
    [show, fridgeMode],
  );

  return { step, fridgeMode, setFridgeMode, pick, regenerate, changeType, reopen, onRefused };
}
