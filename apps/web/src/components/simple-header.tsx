import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation';
import { buttonClasses } from './ui/button';
import { Logo } from './ui/logo';
import { ThemeToggle } from './ui/theme-toggle';

/** Top bar of the secondary public pages: back button, logo, theme toggle. */
export function SimpleHeader({ backTo = '/', backLabel }: { backTo?: string; backLabel?: string }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 border-b border-line/70 bg-bg/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-2 px-4 sm:px-6">
        <Link to={backTo} className={buttonClasses('ghost', 'sm', '-ml-2 px-2.5')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          <span>{backLabel ?? t('common.back')}</span>
        </Link>
        <Link to="/" aria-label={t('common.homeLink')} className="rounded-lg">
          <Logo name={t('app.name')} />
        </Link>
        <ThemeToggle />
      </div>
    </header>
  );
}
