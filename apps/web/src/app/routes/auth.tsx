import { AuthForm } from '@/features/auth/components/auth-form';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { usePageTitle } from '@/lib/page-title';
import { useTranslation } from '@/lib/translation';

export function AuthPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.pageTitle'));
  return (
    <AuthLayout>
      <AuthForm />
    </AuthLayout>
  );
}
