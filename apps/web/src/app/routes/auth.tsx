import { useTranslation } from 'react-i18next';
import { AuthForm } from '@/features/auth/components/auth-form';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { usePageTitle } from '@/lib/page-title';

export function AuthPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.pageTitle'));
  return (
    <AuthLayout>
      <AuthForm />
    </AuthLayout>
  );
}
