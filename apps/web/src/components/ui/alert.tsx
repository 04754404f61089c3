import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translation';

type AlertProps = {
  tone?: 'error' | 'success';
  children: ReactNode;
  className?: string;
  /** Shows a « Fermer » button (for a banner about an action, not about a form). */
  onDismiss?: () => void;
};

/** The red error box of the spec (section 8: errors appear in a red banner), or a success note. */
export function Alert({ tone = 'error', children, className, onDismiss }: AlertProps) {
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
      {onDismiss ? <DismissButton onDismiss={onDismiss} /> : null}
    </div>
  );
}

function DismissButton({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onDismiss}
      aria-label={t('common.close')}
      className="-my-1.5 -mr-2 inline-flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-current/10"
    >
      <X className="size-4" aria-hidden="true" />
    </button>
  );
}
