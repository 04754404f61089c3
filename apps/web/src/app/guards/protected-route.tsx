import { RefreshCw } from 'lucide-react';
import { Navigate, Outlet } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useFollowSignedInUser, useMe } from '@/lib/session';
import { useTranslation } from '@/lib/translation';
import { decideAccess, type ProtectedArea } from './access-decision';
import { SplashScreen } from './splash-screen';

/** The text of a failed check: the onboarding has its own (spec 8), elsewhere the network one. */
const CHECK_FAILED_TEXT: Record<ProtectedArea, string> = {
  dashboard: 'errors.NETWORK',
  'signed-in': 'errors.NETWORK',
  onboarding: 'errors.PREFERENCES_CHECK_FAILED',
};

/**
 * Layout route guarding its children: sign-in required, plus the access check for /dashboard.
 * The splash shows only while the session is being checked (decision 023).
 */
export function ProtectedRoute({ area }: { area: ProtectedArea }) {
  const { t } = useTranslation();
  const me = useMe();
  const decision = decideAccess(area, {
    isPending: me.isPending,
    me: me.data,
    // A session kept from an earlier visit (decision 036) still opens the pages when the check
    // fails for the network: the data shows, with the offline banner.
    hasError: me.isError && me.data === undefined,
    isOfflineWithoutData: me.fetchStatus === 'paused' && me.data === undefined,
  });
  useFollowSignedInUser(me.data, me.isSuccess);

  switch (decision.kind) {
    case 'splash':
      return <SplashScreen />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'offline':
      return (
        <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 px-6">
          <Alert>{t('offline.noData')}</Alert>
        </main>
      );
    case 'error':
      return (
        <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 px-6">
          <Alert>{t(CHECK_FAILED_TEXT[area])}</Alert>
          <Button onClick={() => void me.refetch()} variant="secondary">
            <RefreshCw className="size-4" aria-hidden="true" />
            {t('common.retry')}
          </Button>
        </main>
      );
    case 'render':
      return <Outlet />;
  }
}
