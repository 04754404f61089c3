import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import {
  type ConfirmationState,
  EmailConfirmationNotice,
} from '@/features/auth/components/email-confirmation-notice';
import { returnPathOf } from '@/features/auth/return-path';
import { usePageTitle } from '@/lib/page-title';
import { useMe } from '@/lib/session';
import { useTranslation } from '@/lib/translation';

export function EmailConfirmationPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.confirmation.pageTitle'));
  const [searchParams] = useSearchParams();
  // The verification link lands here: ?verified=1 on success, ?error=... when invalid or expired.
  const state: ConfirmationState = searchParams.has('error')
    ? 'invalid'
    : searchParams.get('verified') === '1'
      ? 'verified'
      : 'sent';
  // Only the 'verified' view needs to know who is signed in (where "Continuer" leads).
  const me = useMe({ enabled: state === 'verified' });
  // Signed up through an invitation: back to it once the address is verified.
  const returnPath = returnPathOf(searchParams.get('next'));
  return (
    <AuthLayout>
      <EmailConfirmationNotice
        state={state}
        isSignedIn={Boolean(me.data)}
        returnPath={returnPath}
      />
    </AuthLayout>
  );
}
