import { clsx } from 'clsx';
import { useTranslation } from '@/lib/translation';
import { QUESTIONNAIRE_STEPS, type QuestionnaireStep } from '../questionnaire-answers';

/** The spec's progress bar of 4 segments, exposed as one progressbar ('Étape N sur 4'). */
export function QuestionnaireProgress({ stepIndex }: { stepIndex: number }) {
  const { t } = useTranslation();
  const total = QUESTIONNAIRE_STEPS.length;
  const stepOf = t('onboarding.stepOf', { step: stepIndex + 1, total });
  const current: QuestionnaireStep = QUESTIONNAIRE_STEPS[stepIndex] ?? 'household';
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p className="font-semibold text-primary">{stepOf}</p>
        <p className="text-muted-fg">{t(`onboarding.stepNames.${current}`)}</p>
      </div>
      <div
        role="progressbar"
        aria-label={t('onboarding.progressLabel')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={stepIndex + 1}
        aria-valuetext={stepOf}
        className="mt-2 grid grid-cols-4 gap-1.5"
      >
        {QUESTIONNAIRE_STEPS.map((step, index) => (
          <span
            key={step}
            data-testid="progress-segment"
            data-done={index <= stepIndex || undefined}
            className={clsx(
              'h-2 rounded-full transition-colors duration-300',
              index <= stepIndex ? 'bg-primary' : 'bg-line',
            )}
          />
        ))}
      </div>
    </div>
  );
}
