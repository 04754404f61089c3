import * as Popover from '@radix-ui/react-popover';
import { clsx } from 'clsx';
import type { CountryCode } from 'libphonenumber-js/min';
import { Check, ChevronDown, Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { findCountry, searchCountries } from '../countries';

type CountryPickerProps = {
  value: CountryCode;
  onChange: (code: CountryCode) => void;
  describedBy?: string;
};

/** Searchable country list (combobox + listbox pattern): type to filter, arrows to move,
 *  Enter to choose, Escape to close. */
export function CountryPicker({ value, onChange, describedBy }: CountryPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const selected = findCountry(value);
  const results = useMemo(() => searchCountries(query), [query]);

  useEffect(() => {
    if (!isOpen) return;
    const index = results.findIndex((country) => country.code === value);
    setActiveIndex(Math.max(index, 0));
  }, [isOpen, results, value]);

  useEffect(() => {
    if (!isOpen) return;
    listRef.current
      ?.querySelector(`[data-index="${activeIndex}"]`)
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, isOpen]);

  const choose = (code: CountryCode) => {
    onChange(code);
    setIsOpen(false);
    setQuery('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = results.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(activeIndex + 1, last),
      ArrowUp: Math.max(activeIndex - 1, 0),
      Home: 0,
      End: last,
      PageDown: Math.min(activeIndex + 8, last),
      PageUp: Math.max(activeIndex - 8, 0),
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActiveIndex(next);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const country = results[activeIndex];
      if (country) choose(country.code);
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <Popover.Root
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) setQuery('');
      }}
    >
      <Popover.Trigger
        type="button"
        aria-label={t('auth.phone.countryButton', {
          country: selected.name,
          code: selected.callingCode,
        })}
        aria-describedby={describedBy}
        className="flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl border border-line bg-surface px-3 text-sm font-medium text-fg hover:bg-surface-muted"
      >
        <span className="text-muted-fg">{selected.code}</span>
        <span>+{selected.callingCode}</span>
        <ChevronDown className="size-4 text-muted-fg" aria-hidden="true" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          className="z-50 w-[min(20rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface p-2 shadow-xl"
        >
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-fg"
              aria-hidden="true"
            />
            <input
              type="search"
              role="combobox"
              aria-label={t('auth.phone.searchLabel')}
              aria-expanded="true"
              aria-controls={`${id}-list`}
              aria-autocomplete="list"
              aria-activedescendant={results.length > 0 ? optionId(activeIndex) : undefined}
              placeholder={t('auth.phone.searchPlaceholder')}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onKeyDown}
              className="min-h-10 w-full rounded-xl border border-line bg-bg pr-3 pl-9 text-sm text-fg focus-visible:border-ring focus-visible:outline-none"
            />
          </div>
          <div
            ref={listRef}
            id={`${id}-list`}
            role="listbox"
            aria-label={t('auth.phone.listLabel')}
            className="mt-2 max-h-64 overflow-y-auto"
          >
            {results.length === 0 ? (
              <p className="px-3 py-2 text-sm text-muted-fg">{t('auth.phone.noResults')}</p>
            ) : (
              results.map((country, index) => (
                <div
                  key={country.code}
                  id={optionId(index)}
                  data-index={index}
                  role="option"
                  aria-selected={country.code === value}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(country.code)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') choose(country.code);
                  }}
                  tabIndex={-1}
                  className={clsx(
                    'flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm text-fg',
                    index === activeIndex && 'bg-surface-muted',
                  )}
                >
                  <span className="flex-1 truncate">{country.name}</span>
                  <span className="text-muted-fg">+{country.callingCode}</span>
                  {country.code === value ? (
                    <Check className="size-4 text-primary" aria-hidden="true" />
                  ) : null}
                </div>
              ))
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
