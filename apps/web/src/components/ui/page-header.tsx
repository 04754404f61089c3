import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/page-title';

/**
 * The top of a dashboard screen: its <h1> (id "page-title", for `aria-labelledby` on the
 * page's <section>), an optional line under it, and actions on the right (on phones, below).
 * It also sets the tab title ('Planning des repas · Mijote').
 *
 *   <section aria-labelledby="page-title">
 *     <PageHeader title="Planning des repas" description="…"
 *       actions={<Button onClick={open}>Ajouter un repas</Button>} />
 */
type PageHeaderProps = {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
};

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  usePageTitle(title);
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {/* tabIndex -1: a dialog whose opener disappeared returns the focus here. */}
        <h1
          id="page-title"
          tabIndex={-1}
          className="font-serif text-3xl font-bold text-fg outline-none"
        >
          {title}
        </h1>
        {description ? <p className="mt-1 text-sm text-muted-fg">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  );
}
