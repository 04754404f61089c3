import type { Suggestion } from '@mijote/contracts';
import type { MealType } from '@mijote/cuisine/vocabulary';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorCodeOf, isOffline } from '@/lib/errors';
import type { AppErrorCode } from '@/lib/http';
import { meQueryKey } from '@/lib/session';
import { useRequestSuggestion } from '../api/request-suggestion';

// The Suggestions screen's states (spec section 4): the type picker, then loading, then the
// recipe card on success or the error view on failure.

export type SuggestionStep =
  | { kind: 'picker' }
  | { kind: 'loading'; type: MealType }
  /** `requestId` tells two answers apart, so a new recipe starts with fresh servings and buttons. */
  | { kind: 'recipe'; type: MealType; suggestion: Suggestion; requestId: number }
  | { kind: 'error'; type: MealType; code: AppErrorCode };

export const QUESTIONNAIRE_PATH = '/questionnaire';

export function useSuggestionFlow() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutate } = useRequestSuggestion();
  const [step, setStep] = useState<SuggestionStep>({ kind: 'picker' });
  const [fridgeMode, setFridgeMode] = useState(false);
  const requestCount = useRef(0);

  /** Back to the picker, keeping the fridge switch as it was. */
  const changeType = useCallback(() => setStep({ kind: 'picker' }), []);

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
          onSuccess: (suggestion) => {
            requestCount.current += 1;
            setStep({ kind: 'recipe', type, suggestion, requestId: requestCount.current });
          },
          onError: (error) => {
            const code = onRefused(error);
            if (code) setStep({ kind: 'error', type, code });
          },
        },
      );
    },
    [mutate, onRefused],
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

  return { step, fridgeMode, setFridgeMode, pick, regenerate, changeType, onRefused };
}
