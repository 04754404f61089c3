import { Hourglass, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SimpleHeader } from '../../components/simple-header';
import { Button } from '../../components/ui/button';
import { usePageTitle } from '../../lib/page-title';
import { useSignOut } from '../../lib/sign-out';

// /questionnaire, /subscription and /payment/success are filled by a later issue. Until then
// they say so honestly instead of pretending to work.
export type PlaceholderStep = 'questionnaire' | 'subscription' | 'paymentSuccess';

export function StepPlaceholderPage({ step }: { step: PlaceholderStep }) {
  const { t } = useTranslation();
  const title = t(`placeholder.${step}`);
  usePageTitle(title);
  const signOut = useSignOut();
  return (
    <div className="min-h-dvh bg-bg">
      <SimpleHeader />
      <main
        id="main"
        className="mx-auto flex max-w-xl flex-col items-center px-6 py-16 text-center"
      >
        <span className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary-soft-fg">
          <Hourglass className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-6 font-serif text-3xl font-bold text-fg">{title}</h1>
        <p className="mt-3 text-lg font-semibold text-primary">{t('placeholder.comingSoon')}</p>
        <p className="mt-2 text-muted-fg">{t('placeholder.text')}</p>
        <Button
          variant="secondary"
          className="mt-8"
          onClick={() => void signOut()}
        >
          <LogOut className="size-4" aria-hidden="true" />
          {t('userMenu.signOut')}
        </Button>
      </main>
    </div>
  );
}
