import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { useTranslation } from '@/lib/translation';

/**
 * The demo provider's pages stand in for Stripe's: they must never be mistaken for a real payment
 * page, hence the banner that stays on screen while scrolling.
 */
export function DemoLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-surface-muted">
      <div
        role="note"
        className="sticky top-0 z-30 border-b-2 border-saffron bg-saffron text-[#2a1d15] shadow-sm"
      >
        <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-2.5 sm:px-6">
          <FlaskConical className="size-5 shrink-0" aria-hidden="true" />
          <p className="min-w-0 flex-1 text-sm leading-snug">
            <strong className="font-bold">{t('demo.banner')}</strong>
            <span className="hidden sm:inline"> · {t('demo.bannerText')}</span>
          </p>
          <ThemeToggle className="size-9 text-[#2a1d15] hover:bg-black/10" />
        </div>
      </div>
      <main id="main" className="flex-1 px-4 py-8 sm:px-6 sm:py-12">
        {children}
      </main>
    </div>
  );
}
