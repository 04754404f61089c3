import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { NewPasswordForm } from '@/features/auth/components/new-password-form';
import { ResetRequestForm } from '@/features/auth/components/reset-request-form';
import { usePageTitle } from '@/lib/page-title';
import { useTranslation } from '@/lib/translation';

/** Without a token: ask for the link. With ?token= (from the e-mail): choose the new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.reset.pageTitle'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  // better-auth redirects an expired or unknown link here with ?error=INVALID_TOKEN.
  const hasInvalidLink = searchParams.has('error');
  return (
    <AuthLayout>
      {token ? (
        <NewPasswordForm token={token} />
      ) : (
        <ResetRequestForm hasInvalidLink={hasInvalidLink} />
      )}
    </AuthLayout>
  );
}
