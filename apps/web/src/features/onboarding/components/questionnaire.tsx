import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FrequencyChoices } from '@/components/preferences/frequency-choices';
import { HouseholdCounters } from '@/components/preferences/household-counters';
import { RestrictionChoices } from '@/components/preferences/restriction-choices';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorCodeOf } from '@/lib/errors';
import { meQueryKey } from '@/lib/session';
import { useTranslation } from '@/lib/translation';
import { useSavePreferences } from '../api/save-preferences';
import {
  DEFAULT_ANSWERS,
  QUESTIONNAIRE_STEPS,
  type QuestionnaireAnswers,
  toPreferencesInput,
} from '../questionnaire-answers';
import { FoodsStep } from './foods-step';
import { QuestionnaireProgress } from './questionnaire-progress';

const LAST_STEP = QUESTIONNAIRE_STEPS.length - 1;

/** The 4-step onboarding (spec 2 and 4); answers live here so going back keeps them. */
export function Questionnaire() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSavePreferences();
  const [stepIndex, setStepIndex] = useState(0);
  const [answers, setAnswers] = useState<QuestionnaireAnswers>(DEFAULT_ANSWERS);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const hasMoved = useRef(false);
  const step = QUESTIONNAIRE_STEPS[stepIndex] ?? 'household';

  // Each step replaces the previous one: its title takes the focus (once the user has moved) so
  // screen readers and keyboards follow. The title remounts per step (key), so a ref does it.
  // Stable, or React would call it (and steal the focus) on every render.
  const focusTitle = useCallback((heading: HTMLHeadingElement | null) => {
    if (heading && hasMoved.current) heading.focus();
  }, []);

  const update = (patch: Partial<QuestionnaireAnswers>) =>
    setAnswers((current) => ({ ...current, ...patch }));

  const goTo = (index: number) => {
    hasMoved.current = true;
    setErrorMessage(null);
    setStepIndex(Math.min(LAST_STEP, Math.max(0, index)));
  };

  const finish = async () => {
    setErrorMessage(null);
    try {
      await save.mutateAsync(toPreferencesInput(answers));
    } catch (error) {
      // Spec 8: the missing profile has its own text; anything else is a failed save.
      const code = errorCodeOf(error);
      setErrorMessage(
        t(
          code === 'PROFILE_NOT_FOUND'
            ? 'errors.PROFILE_NOT_FOUND'
            : 'errors.PREFERENCES_SAVE_FAILED',
        ),
      );
      return;
    }
    // Leave first: a fresh session (hasPreferences: true) would otherwise send this page to
    // /dashboard, which would bounce to /subscription.
    await navigate('/subscription', { replace: true });
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    if (stepIndex < LAST_STEP) goTo(stepIndex + 1);
    else void finish();
  };

  return (
    <div className="mx-auto w-full max-w-2xl">
      <p className="text-sm font-semibold tracking-widest text-primary uppercase">
        {t('onboarding.eyebrow')}
      </p>
      <h1 className="mt-2 font-serif text-3xl font-bold text-fg sm:text-4xl">
        {t('onboarding.title')}
      </h1>
      <p className="mt-2 text-muted-fg">{t('onboarding.subtitle')}</p>

      <div className="mt-8">
        <QuestionnaireProgress stepIndex={stepIndex} />
      </div>

      <form
        noValidate
        onSubmit={onSubmit}
        className="mt-6 rounded-[1.75rem] border border-line bg-surface p-5 shadow-sm sm:p-8"
      >
        <h2
          key={step}
          ref={focusTitle}
          tabIndex={-1}
          className="font-serif text-2xl font-bold text-fg focus:outline-none"
        >
          {t(`onboarding.${step}.title`)}
        </h2>
        <p className="mt-1 mb-6 text-sm text-muted-fg">{t(`onboarding.${step}.text`)}</p>

        {step === 'household' ? <HouseholdCounters household={answers} onChange={update} /> : null}
        {step === 'restrictions' ? (
          <RestrictionChoices
            legend={t('onboarding.restrictions.title')}
            hideLegend
            selected={answers.restrictions}
            onChange={(restrictions) => update({ restrictions })}
          />
        ) : null}
        {step === 'foods' ? (
          <FoodsStep
            preferredText={answers.preferredFoodsText}
            avoidedText={answers.avoidedFoodsText}
            onChange={update}
          />
        ) : null}
        {step === 'frequency' ? (
          <FrequencyChoices
            legend={t('onboarding.frequency.title')}
            hideLegend
            value={answers.shoppingFrequency}
            onChange={(shoppingFrequency) => update({ shoppingFrequency })}
          />
        ) : null}

        {errorMessage ? <Alert className="mt-6">{errorMessage}</Alert> : null}

        <div className="mt-8 flex items-center justify-between gap-3 border-t border-line pt-5">
          <Button
            variant="secondary"
            disabled={stepIndex === 0 || save.isPending}
            onClick={() => goTo(stepIndex - 1)}
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('onboarding.previous')}
          </Button>
          {stepIndex < LAST_STEP ? (
            <Button type="submit">
              {t('onboarding.next')}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Button>
          ) : (
            <Button type="submit" isLoading={save.isPending}>
              {save.isPending ? t('onboarding.saving') : t('onboarding.finish')}
              {save.isPending ? null : <Check className="size-4" aria-hidden="true" />}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
