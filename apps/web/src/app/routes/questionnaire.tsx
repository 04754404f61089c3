import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Questionnaire } from '../../features/onboarding/components/questionnaire';
import { usePageTitle } from '../../lib/page-title';
import { useMe } from '../../lib/session';
import { decideAccess } from '../guards/access-decision';
import { useSplashGate } from '../guards/splash-gate';
import { SplashScreen } from '../guards/splash-screen';
import { StepLayout } from './step-layout';

/**
 * /questionnaire guards itself (spec 4, onboarding): no user or no profile → /auth, preferences
 * already saved → /dashboard, and a failed check shows the onboarding's own error text.
 */
export function QuestionnairePage() {
  const { t } = useTranslation();
  usePageTitle(t('onboarding.pageTitle'));
  const me = useMe();
  const { isSplashDone, markSplashShown } = useSplashGate();
  const decision = decideAccess('signed-in', {
    isPending: me.isPending,
    me: me.data,
    hasError: me.isError,
    isSplashDone,
  });

  useEffect(() => {
    if (decision.kind !== 'splash') markSplashShown();
  }, [decision.kind, markSplashShown]);

  switch (decision.kind) {
    case 'splash':
      return <SplashScreen />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'error':
      return (
        <StepLayout>
          <div className="mx-auto flex max-w-md flex-col gap-4 py-10">
            <Alert>{t('errors.PREFERENCES_CHECK_FAILED')}</Alert>
            <Button variant="secondary" onClick={() => void me.refetch()}>
              <RefreshCw className="size-4" aria-hidden="true" />
              {t('common.retry')}
            </Button>
          </div>
        </StepLayout>
      );
    case 'render':
      break;
  }
  if (!me.data?.hasProfile) return <Navigate to="/auth" replace />;
  if (me.data.hasPreferences) return <Navigate to="/dashboard" replace />;
  return (
    <StepLayout>
      <Questionnaire />
    </StepLayout>
  );
}
