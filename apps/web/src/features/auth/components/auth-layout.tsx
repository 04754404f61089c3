import type { ReactNode } from 'react';
import { SimpleHeader } from '@/components/simple-header';
import { LogoMark } from '@/components/ui/logo';
import { useTranslation } from '@/lib/translation';

/** Frame of the /auth pages: a warm brand panel on wide screens, the form card beside it. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-bg">
      <SimpleHeader />
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-8 sm:py-14">
        <div className="grid w-full max-w-5xl overflow-hidden rounded-[2rem] border border-line bg-surface shadow-xl lg:grid-cols-[1fr_1.1fr]">
          <aside
            aria-hidden="true"
            className="relative hidden flex-col justify-between overflow-hidden bg-primary p-10 text-primary-fg lg:flex dark:bg-primary-soft dark:text-fg"
          >
            <div className="absolute -top-24 -right-24 size-72 rounded-full bg-white/10" />
            <div className="absolute -bottom-32 -left-16 size-80 rounded-full bg-black/10" />
            <LogoMark className="relative size-14" />
            <div className="relative">
              <p className="font-serif text-4xl leading-tight font-bold">{t('auth.panel.title')}</p>
              <p className="mt-4 text-lg opacity-90">{t('auth.panel.text')}</p>
            </div>
          </aside>
          <div className="px-5 py-8 sm:px-10 sm:py-10">{children}</div>
        </div>
      </main>
    </div>
  );
}
