import { clsx } from 'clsx';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

export const inputClasses =
  'block w-full min-h-11 rounded-xl border bg-surface px-3.5 text-base text-fg ' +
  'placeholder:text-muted-fg/70 transition-colors focus-visible:outline-none ' +
  'focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:border-ring ' +
  // A value shown but changed elsewhere (the e-mail of the settings' profile) looks it.
  'read-only:bg-surface-muted';

/** The ids a field's hint and error take, and the aria-describedby that points at them. */
export function useFieldIds(hint: string | undefined, error: string | null | undefined) {
  const id = useId();
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

/** A field's label, with an optional quieter hint after it (« (facultatif) »). */
export function FieldLabel({
  htmlFor,
  label,
  labelHint,
}: {
  htmlFor: string;
  label: ReactNode;
  labelHint?: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-fg">
      {label}
      {labelHint ? <span className="ml-1 font-normal text-muted-fg">{labelHint}</span> : null}
    </label>
  );
}

/** A field's hint (when there is no error) and error, under it, with the ids above. */
export function FieldMessages({
  hint,
  error,
  hintId,
  errorId,
}: {
  hint?: string;
  error?: string | null;
  hintId?: string;
  errorId?: string;
}) {
  return (
    <>
      {hintId ? (
        <p id={hintId} className="text-xs text-muted-fg">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** Shown after the label, muted (for example '(facultatif)'). */
  labelHint?: string;
  hint?: string;
  error?: string | null;
  /** Rendered inside the field's right edge (for example a show-password button). */
  trailing?: ReactNode;
};

/** A labelled input whose error and hint are wired to it with aria-describedby. */
export function TextField({
  label,
  labelHint,
  hint,
  error,
  trailing,
  className,
  ...inputProps
}: TextFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={clsx('space-y-1.5', className)}>
      <FieldLabel htmlFor={id} label={label} labelHint={labelHint} />
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(
            inputClasses,
            error ? 'border-danger' : 'border-line',
            trailing ? 'pr-12' : undefined,
          )}
          {...inputProps}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>
        ) : null}
      </div>
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}
