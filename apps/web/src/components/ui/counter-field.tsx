import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';

type CounterFieldProps = {
  label: string;
  hint: string;
  value: number;
  min: number;
  max: number;
  decreaseLabel: string;
  increaseLabel: string;
  onChange: (value: number) => void;
};

const stepButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface ' +
  'text-fg transition-colors hover:border-primary hover:text-primary ' +
  'disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-line disabled:hover:text-fg';

/** A labelled stepper (− value +) bounded by min and max; the value is announced when it moves. */
export function CounterField({
  label,
  hint,
  value,
  min,
  max,
  decreaseLabel,
  increaseLabel,
  onChange,
}: CounterFieldProps) {
  const id = useId();
  return (
    <fieldset
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-hint`}
      className="flex min-w-0 items-center justify-between gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <div className="min-w-0">
        <p id={`${id}-label`} className="text-lg font-semibold text-fg">
          {label}
        </p>
        <p id={`${id}-hint`} className="text-sm text-muted-fg">
          {hint}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2 sm:gap-3">
        <button
          type="button"
          className={stepButton}
          aria-label={decreaseLabel}
          disabled={value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <output
          aria-live="polite"
          aria-labelledby={`${id}-label`}
          className="w-8 text-center font-serif text-2xl font-bold text-fg tabular-nums"
        >
          {value}
        </output>
        <button
          type="button"
          className={stepButton}
          aria-label={increaseLabel}
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>
    </fieldset>
  );
}
