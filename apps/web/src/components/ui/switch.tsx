import { clsx } from 'clsx';

/**
 * An on/off setting with its visible label, read as a switch by screen readers (role="switch",
 * aria-checked); Space and Enter flip it, as any button.
 *
 *   <Switch label="Par recette" isOn={byRecipe} onChange={setByRecipe} />
 */
type SwitchProps = {
  label: string;
  isOn: boolean;
  onChange: (isOn: boolean) => void;
  className?: string;
};

export function Switch({ label, isOn, onChange, className }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isOn}
      onClick={() => onChange(!isOn)}
      className={clsx(
        'inline-flex min-h-11 items-center gap-3 rounded-full px-1 text-sm font-medium text-fg',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={clsx(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border transition-colors',
          isOn ? 'border-primary bg-primary' : 'border-muted-fg/70 bg-surface-muted',
        )}
      >
        <span
          className={clsx(
            'absolute size-[1.125rem] rounded-full shadow-sm transition-transform motion-reduce:transition-none',
            isOn ? 'translate-x-[1.375rem] bg-primary-fg' : 'translate-x-0.5 bg-muted-fg',
          )}
        />
      </span>
      {label}
    </button>
  );
}
