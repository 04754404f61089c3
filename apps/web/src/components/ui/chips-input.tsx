import { clsx } from 'clsx';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { FieldLabel, FieldMessages, inputClasses, useFieldIds } from './text-field';

/**
 * A list of removable chips with an input to add more (preferred and avoided foods…).
 *
 *   <ChipsInput label="Aliments préférés" values={foods} onChange={setFoods}
 *     placeholder="tomates" />
 *
 * A value is added with the « Ajouter » button or Enter: it is trimmed; an empty one and one
 * already in the list (compared without case) are ignored. Each chip has a « Retirer … » button.
 * `tone` colours the chips (basil for what is liked, red for what is avoided).
 * `addChip` is exported for tests and for screens that add values another way.
 */

/** `values` with `raw` added, or `values` itself when `raw` is empty or already there. */
export function addChip(values: readonly string[], raw: string): readonly string[] {
  const value = raw.trim();
  if (!value) return values;
  const key = value.toLocaleLowerCase('fr');
  if (values.some((existing) => existing.toLocaleLowerCase('fr') === key)) return values;
  return [...values, value];
}

type ChipsInputProps = {
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  hint?: string;
  error?: string | null;
  /** Text of the add button; « Ajouter » by default. */
  addLabel?: string;
  maxLength?: number;
  tone?: ChipTone;
  className?: string;
};

type ChipTone = 'neutral' | 'basil' | 'danger';

const chipTones: Record<ChipTone, string> = {
  neutral: 'border-line bg-surface-muted text-fg',
  basil: 'border-basil/30 bg-basil-soft text-basil',
  danger: 'border-danger-line bg-danger-soft text-danger',
};

export function ChipsInput({
  label,
  values,
  onChange,
  placeholder,
  hint,
  error,
  addLabel,
  maxLength,
  tone = 'neutral',
  className,
}: ChipsInputProps) {
  const { t } = useTranslation();
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  const [draft, setDraft] = useState('');

  const commit = () => {
    const next = addChip(values, draft);
    if (next !== values) onChange([...next]);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds a chip; it must not submit the surrounding form.
    event.preventDefault();
    commit();
  };

  return (
    <div className={clsx('space-y-2', className)}>
      <FieldLabel htmlFor={id} label={label} />
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          maxLength={maxLength}
          enterKeyHint="done"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(inputClasses, 'min-w-0 flex-1', error ? 'border-danger' : 'border-line')}
        />
        <button
          type="button"
          onClick={commit}
          aria-label={t('ui.chips.addTo', { action: addLabel ?? t('ui.chips.add'), label })}
          className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full bg-primary-soft px-4 text-sm font-semibold text-primary-soft-fg hover:bg-primary-soft/80"
        >
          <Plus className="size-4" aria-hidden="true" />
          <span>{addLabel ?? t('ui.chips.add')}</span>
        </button>
      </div>
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
      {values.length > 0 ? (
        <ul aria-label={label} className="flex flex-wrap gap-2">
          {values.map((value) => (
            <li
              key={value}
              className={clsx(
                'inline-flex max-w-full items-center gap-1 rounded-full border py-1 pr-1 pl-3 text-sm font-medium',
                chipTones[tone],
              )}
            >
              <span className="min-w-0 wrap-anywhere">{value}</span>
              <button
                type="button"
                onClick={() => onChange(values.filter((v) => v !== value))}
                aria-label={t('ui.chips.remove', { value })}
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full opacity-80 hover:bg-surface hover:opacity-100"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
