import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FieldLabel, FieldMessages, inputClasses, TextField, useFieldIds } from './text-field';

/**
 * Labelled form fields, all shaped like TextField (label, optional `labelHint`, `hint`, and an
 * `error` slot for the French message, wired with aria-describedby / aria-invalid):
 *
 *   <NumberField label="Personnes" min={1} value={servings} onChange={…} error={t(errors.servings)} />
 *   <DateField label="Date" value="2026-11-21" onChange={…} />        // value 'YYYY-MM-DD'
 *   <TimeField label="Heure" value="19:00" onChange={…} />            // value 'HH:MM'
 *   <TextAreaField label="Ingrédients" rows={6} value={lines} onChange={…} />
 *   <SelectField label="Type" value={type} onChange={…}
 *     options={[{ value: 'plat', label: 'Plat principal' }]} />
 *
 * Values stay strings as the browser gives them: parse them (zod schemas of the contracts) on
 * submit, so a half-typed number is never silently turned into something else.
 */

type InputFieldProps = Omit<ComponentProps<typeof TextField>, 'type'>;

export function NumberField(props: InputFieldProps) {
  return <TextField type="number" inputMode="numeric" {...props} />;
}

export function DateField(props: InputFieldProps) {
  return <TextField type="date" {...props} />;
}

export function TimeField(props: InputFieldProps) {
  return <TextField type="time" {...props} />;
}

/**
 * A row of a short field and a long one: a count beside its unit or its kind of meal, whose
 * longest choices (« pièce (à l’unité) », « Amuse-bouche ») a half of a phone's row cuts short.
 */
export const COUNT_AND_CHOICE_ROW = 'grid grid-cols-[minmax(0,1fr)_minmax(0,2fr)] gap-3';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  labelHint?: string;
  hint?: string;
  error?: string | null;
  options: readonly SelectOption[];
};

export function SelectField({
  label,
  labelHint,
  hint,
  error,
  options,
  className,
  ...selectProps
}: SelectFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={clsx('space-y-1.5', className)}>
      <FieldLabel htmlFor={id} label={label} labelHint={labelHint} />
      <div className="relative">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(
            inputClasses,
            'appearance-none pr-9',
            error ? 'border-danger' : 'border-line',
          )}
          {...selectProps}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-fg"
          aria-hidden="true"
        />
      </div>
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  labelHint?: string;
  hint?: string;
  error?: string | null;
};

export function TextAreaField({
  label,
  labelHint,
  hint,
  error,
  className,
  ...areaProps
}: TextAreaFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={clsx('space-y-1.5', className)}>
      <FieldLabel htmlFor={id} label={label} labelHint={labelHint} />
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(inputClasses, 'resize-y py-2.5', error ? 'border-danger' : 'border-line')}
        {...areaProps}
      />
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}
