import { House, LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { SimpleHeader } from '@/components/simple-header';
import { buttonClasses } from '@/components/ui/button';
import { usePageTitle } from '@/lib/page-title';
import { useTranslation } from '@/lib/translation';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <div className="min-h-dvh bg-bg">
      <SimpleHeader />
      <main
        id="main"
        className="mx-auto flex max-w-xl flex-col items-center px-6 py-16 text-center sm:py-24"
      >
        <NotFoundIllustration />
        <p className="mt-6 text-sm font-semibold tracking-widest text-primary uppercase">
          {t('notFound.code')}
        </p>
        <h1 className="mt-2 font-serif text-3xl font-bold text-fg sm:text-4xl">
          {t('notFound.title')}
        </h1>
        <p className="mt-3 text-base text-muted-fg">{t('notFound.description')}</p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link to="/" className={buttonClasses('primary', 'lg')}>
            <House className="size-4" aria-hidden="true" />
            {t('notFound.home')}
          </Link>
          <Link to="/dashboard" className={buttonClasses('secondary', 'lg')}>
            <LayoutDashboard className="size-4" aria-hidden="true" />
            {t('notFound.dashboard')}
          </Link>
        </div>
      </main>
    </div>
  );
}

/** An empty plate with a lonely pea: original drawing, no external image. */
function NotFoundIllustration() {
  return (
    <svg viewBox="0 0 200 120" className="h-28 w-auto" aria-hidden="true">
      <ellipse cx="100" cy="100" rx="78" ry="12" className="fill-line/60" />
      <ellipse
        cx="100"
        cy="70"
        rx="80"
        ry="34"
        className="fill-surface stroke-line"
        strokeWidth="3"
      />
      <ellipse cx="100" cy="70" rx="54" ry="22" className="fill-surface-muted" />
      <circle cx="122" cy="66" r="7" className="fill-basil" />
      <path
        d="M30 40 l-8 -22 M38 36 l-3 -24"
        className="stroke-muted-fg"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M168 40 l10 -24" className="stroke-muted-fg" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
