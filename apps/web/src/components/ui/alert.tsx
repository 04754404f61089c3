import { clsx } from 'clsx';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';

type AlertProps = { tone?: 'error' | 'success'; children: ReactNode; className?: string };

/** The red error box of the spec (section 8: errors appear in a red banner), or a success note. */
export function Alert({ tone = 'error', children, className }: AlertProps) {
  const isError = tone === 'error';
  const Icon = isError ? CircleAlert : CircleCheck;
  return (
    <div
      role={isError ? 'alert' : 'status'}
      className={clsx(
        'flex items-start gap-3 rounded-2xl border px-4 py-3 text-sm',
        isError
          ? 'border-danger-line bg-danger-soft text-danger'
          : 'border-basil/30 bg-basil-soft text-basil',
        className,
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
