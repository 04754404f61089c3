import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';

/** One titled card of the settings page, with an optional line under its title. */
export function SettingsSection({
  title,
  description,
  icon: Icon,
  children,
}: {
  title: string;
  description?: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className="min-w-0 rounded-[1.5rem] border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="flex items-center gap-2.5 text-lg font-semibold text-fg">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-fg">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        {title}
      </h2>
      {description ? (
        <p id={descriptionId} className="mt-2 text-sm text-muted-fg">
          {description}
        </p>
      ) : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
