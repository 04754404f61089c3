import { Link } from 'react-router';
import { LegalPage } from '@/features/legal/components/legal-page';
import { useTranslation } from '@/lib/translation';

export function TermsPage() {
  const { t } = useTranslation();
  return (
    <LegalPage
      document="terms"
      sections={[
        { key: 'introduction' },
        { key: 'usage' },
        {
          key: 'privacy',
          extra: (
            <p className="mt-3">
              <Link
                to="/privacy"
                className="rounded font-semibold text-primary underline underline-offset-4"
              >
                {t('legal.terms.sections.privacy.link')}
              </Link>
            </p>
          ),
        },
        { key: 'subscription' },
        { key: 'termination' },
      ]}
    />
  );
}
