import { LogoMark } from '@/components/ui/logo';
import { useTranslation } from '@/lib/translation';

/**
 * The logo while the session is checked. It fades in after a moment (`animate-splash-in`), so a
 * check that answers at once — the usual case — shows no flash of it.
 */
export function SplashScreen() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh animate-splash-in flex-col items-center justify-center gap-5 bg-bg px-6"
      data-testid="splash-screen"
    >
      <LogoMark className="size-24 animate-splash drop-shadow-lg" />
      <p className="font-serif text-3xl font-bold text-fg">{t('app.name')}</p>
      <p className="text-sm text-muted-fg">{t('splash.checking')}</p>
    </div>
  );
}
