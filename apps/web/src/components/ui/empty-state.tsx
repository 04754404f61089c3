import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * What a list shows when it has nothing: an icon, the spec's sentence as the title
 * ('Aucun repas planifié'), an optional explanation and an optional action (a Button or Link).
 *
 *   <EmptyState icon={CalendarDays} title="Aucun repas planifié"
 *     text="Ajoutez votre premier repas…" action={<Button …>Ajouter un repas</Button>} />
 */
type EmptyStateProps = {
  icon: LucideIcon;
  title: string;
  text?: string;
  action?: ReactNode;
  className?: string;
};

export function EmptyState({ icon: Icon, title, text, action, className }: EmptyStateProps) {
  return (
    <div
      className={clsx(
        'flex flex-col items-center rounded-3xl border border-dashed border-line bg-surface px-6 py-10 text-center',
        className,
      )}
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-soft-fg">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <p className="mt-4 font-serif text-lg font-bold text-fg">{title}</p>
      {text ? <p className="mt-1 max-w-sm text-sm text-muted-fg">{text}</p> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
