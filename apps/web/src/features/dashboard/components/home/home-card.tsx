import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A titled panel of the home with a link to the screen it summarises. */
export function HomeCard({
  id,
  title,
  icon: Icon,
  link,
  isBusy,
  children,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  link: { to: string; label: string };
  /** While its data loads (the spinner itself is decorative). */
  isBusy?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      aria-busy={isBusy || undefined}
      className="flex flex-col gap-4 rounded-3xl border border-line bg-surface p-5 shadow-xs"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-fg">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h2 id={id} className="flex-1 font-serif text-xl font-bold text-fg">
          {title}
        </h2>
      </div>
      {children}
      <Link
        to={link.to}
        className="mt-auto self-start rounded-lg text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        {link.label}
      </Link>
    </section>
  );
}
