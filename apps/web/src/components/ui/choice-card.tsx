import { clsx } from 'clsx';
import { Check, type LucideIcon } from 'lucide-react';
import { useId } from 'react';

type ChoiceCardProps = {
  type: 'checkbox' | 'radio';
  name: string;
  value: string;
  label: string;
  hint?: string;
  icon: LucideIcon;
  isChecked: boolean;
  onChange: () => void;
};

/**
 * A native checkbox or radio dressed as a card: the keyboard, the checked state and the label
 * come from the real input, the card only shows them (including the keyboard focus ring).
 */
export function ChoiceCard({
  type,
  name,
  value,
  label,
  hint,
  icon: Icon,
  isChecked,
  onChange,
}: ChoiceCardProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <label
      className={clsx(
        'relative flex min-h-16 cursor-pointer items-start gap-3 rounded-2xl border bg-surface p-3.5 transition-colors sm:p-4',
        'has-focus-visible:ring-3 has-focus-visible:ring-ring/40',
        isChecked
          ? 'border-primary bg-primary-soft/60 shadow-sm'
          : 'border-line hover:border-primary/50 hover:bg-surface-muted',
      )}
    >
      <input
        type={type}
        name={name}
        value={value}
        checked={isChecked}
        onChange={onChange}
        // The name is the title alone; the hint is read as its description.
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? hintId : undefined}
        // Invisible but covering the card: a click or tap anywhere lands on the real input.
        className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-2xl opacity-0"
      />
      <span
        className={clsx(
          'flex size-10 shrink-0 items-center justify-center rounded-xl',
          isChecked ? 'bg-primary text-primary-fg' : 'bg-surface-muted text-primary',
        )}
        aria-hidden="true"
      >
        <Icon className="size-5" />
      </span>
      <span className="min-w-0 flex-1 pr-5">
        <span id={`${id}-label`} className="block font-semibold leading-snug text-fg">
          {label}
        </span>
        {hint ? (
          <span id={hintId} className="mt-0.5 block text-xs leading-snug text-muted-fg sm:text-sm">
            {hint}
          </span>
        ) : null}
      </span>
      <span
        aria-hidden="true"
        className={clsx(
          'absolute top-3 right-3 flex size-5 items-center justify-center border',
          type === 'radio' ? 'rounded-full' : 'rounded-md',
          isChecked ? 'border-primary bg-primary text-primary-fg' : 'border-line bg-surface',
        )}
      >
        {isChecked ? <Check className="size-3.5" strokeWidth={3} /> : null}
      </span>
    </label>
  );
}
