import { Questionnaire } from '@/features/onboarding/components/questionnaire';
import { usePageTitle } from '@/lib/page-title';
import { useTranslation } from '@/lib/translation';
import { StepLayout } from './step-layout';

/** /questionnaire; its entry rules are the guard's 'onboarding' area (routes.tsx). */
export function QuestionnairePage() {
  const { t } = useTranslation();
  usePageTitle(t('onboarding.pageTitle'));
  return (
    <StepLayout>
      <Questionnaire />
    </StepLayout>
  );
}
