import { Construction } from 'lucide-react';
import { usePageTitle } from '@/lib/page-title';
import { useTranslation } from '@/lib/translation';
import type { DashboardPageKey } from '../nav-items';

/** Body of a dashboard page that a later issue fills: its title and an honest notice. */
export function ComingSoonPage({ page }: { page: DashboardPageKey }) {
  const { t } = useTranslation();
  const title = t(`dashboard.pages.${page}`);
  usePageTitle(title);
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="font-serif text-3xl font-bold text-fg">
        {title}
      </h1>
      <div className="mt-6 flex items-start gap-4 rounded-2xl border border-dashed border-line bg-surface p-6">
        <Construction className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <p className="font-semibold text-fg">{t('dashboard.comingSoon.title')}</p>
          <p className="mt-1 text-sm text-muted-fg">{t('dashboard.comingSoon.text')}</p>
        </div>
      </div>
    </section>
  );
}
