import { LogoMark } from '@/components/ui/logo';
import { formatLongDate, todayIsoDate } from '@/lib/dates';
import { useTranslation } from '@/lib/translation';

/**
 * The page's h1 ('Tableau de bord', as in the menu and the tab title) over « Bonjour Anne ! »,
 * today's date and a line of welcome.
 */
export function WelcomeBanner({ firstName }: { firstName: string }) {
  const { t } = useTranslation();
  const name = firstName.trim();
  return (
    <div className="relative overflow-hidden rounded-3xl border border-line bg-primary-soft px-5 py-6 sm:px-8 sm:py-8">
      <h1 id="page-title" className="text-sm font-semibold text-primary-soft-fg">
        {t('dashboard.pages.home')}
      </h1>
      <p className="mt-1 font-serif text-3xl font-bold text-fg sm:text-4xl">
        {name
          ? t('dashboard.home.welcome', { firstName: name })
          : t('dashboard.home.welcomeFallback')}
      </p>
      <p className="mt-2 max-w-xl text-fg/80">
        <span className="font-semibold first-letter:uppercase">
          {formatLongDate(todayIsoDate())}
        </span>
        <span aria-hidden="true"> · </span>
        {t('dashboard.home.welcomeText')}
      </p>
      <LogoMark className="pointer-events-none absolute -right-4 -bottom-6 hidden size-36 rotate-12 opacity-15 sm:block" />
    </div>
  );
}
