import { Download } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { scrollToSection } from '@/lib/scroll';
import { useTranslation } from '@/lib/translation';
import { SECTION_IDS } from '../section-ids';

export function TopBar() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-bg/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-1 px-3 sm:gap-2 sm:px-6">
        <a href="/" aria-label={t('common.homeLink')} className="mr-auto rounded-lg">
          <Logo name={t('app.name')} />
        </a>
        <Button
          variant="ghost"
          size="sm"
          className="min-h-11 px-3"
          onClick={() => scrollToSection(SECTION_IDS.download)}
          data-early-action="scroll-to-download"
        >
          <Download className="size-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t('landing.topBar.download')}</span>
        </Button>
        <ThemeToggle />
        <a href="/auth" className={buttonClasses('primary', 'md', 'px-4')}>
          {t('landing.topBar.start')}
        </a>
      </div>
    </header>
  );
}
