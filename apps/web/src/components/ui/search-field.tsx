import { clsx } from 'clsx';
import { Search, X } from 'lucide-react';
import { type InputHTMLAttributes, useId, useRef } from 'react';
import { useTranslation } from '@/lib/translation';
import { inputClasses } from './text-field';

/**
 * A search box: magnifier, `label` read by screen readers (shown as the placeholder unless one
 * is given), and a « Effacer la recherche » button once something is typed.
 *
 *   <SearchField label="Rechercher un article" value={query} onValueChange={setQuery} />
 *
 * Filtering is the caller's job (trim and compare case-insensitively, as the screens do).
 */
type SearchFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'value' | 'onChange'
> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
};

export function SearchField({
  label,
  value,
  onValueChange,
  className,
  placeholder,
  ...inputProps
}: SearchFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className={clsx('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-fg"
        aria-hidden="true"
      />
      <input
        ref={inputRef}
        id={id}
        type="search"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        placeholder={placeholder ?? label}
        className={clsx(
          inputClasses,
          'border-line pr-11 pl-10 [&::-webkit-search-cancel-button]:hidden',
        )}
        {...inputProps}
      />
      {value ? (
        <button
          type="button"
          aria-label={t('ui.clearSearch')}
          onClick={() => {
            onValueChange('');
            inputRef.current?.focus();
          }}
          className="absolute inset-y-0 right-1 my-auto inline-flex size-9 items-center justify-center rounded-full text-muted-fg hover:bg-surface-muted hover:text-fg"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
