import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { useSignOut } from '@/lib/sign-out';
import { useTranslation } from '@/lib/translation';

/**
 * Frame of the signed-in steps before the dashboard (questionnaire, subscription, payment): no
 * way back to the landing page by accident, but always a way out (sign-out). The invitation page
 * uses it signed out too: there is then nothing to sign out of (`canSignOut` false).
 */
export function StepLayout({
  children,
  canSignOut = true,
}: {
  children: ReactNode;
  canSignOut?: boolean;
}) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <div className="flex min-h-dvh flex-col bg-bg">
      <header className="sticky top-0 z-30 border-b border-line/70 bg-bg/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-2 px-4 sm:px-6">
          <Link to="/" aria-label={t('common.homeLink')} className="rounded-lg">
            <Logo name={t('app.name')} />
          </Link>
          <div className="flex items-center gap-1">
            <ThemeToggle />
            {canSignOut ? (
              <Button
                variant="ghost"
                size="sm"
                className="whitespace-nowrap"
                onClick={() => void signOut()}
              >
                <LogOut className="size-4" aria-hidden="true" />
                {/* A phone of 320 px keeps the icon; the name stays for screen readers. */}
                <span className="max-[359px]:sr-only">{t('stepHeader.signOut')}</span>
              </Button>
            ) : null}
          </div>
        </div>
      </header>
      <main id="main" className="flex-1 px-4 py-8 sm:px-6 sm:py-12">
        {children}
      </main>
    </div>
  );
}
