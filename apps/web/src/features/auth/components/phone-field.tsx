import { clsx } from 'clsx';
import type { CountryCode } from 'libphonenumber-js/min';
import { useId } from 'react';
import { inputClasses } from '@/components/ui/text-field';
import { useTranslation } from '@/lib/translation';
import { CountryPicker } from './country-picker';

type PhoneFieldProps = {
  country: CountryCode;
  number: string;
  error?: string | null;
  onCountryChange: (code: CountryCode) => void;
  onNumberChange: (value: string) => void;
};

/** Optional phone number: country picker for the calling code, then the national number. */
export function PhoneField({
  country,
  number,
  error,
  onCountryChange,
  onNumberChange,
}: PhoneFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-fg">
        {t('auth.fields.phone')}
        <span className="ml-1 font-normal text-muted-fg">{t('auth.fields.optional')}</span>
      </label>
      <div className="flex gap-2">
        <CountryPicker value={country} onChange={onCountryChange} />
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={number}
          onChange={(event) => onNumberChange(event.target.value)}
          placeholder={t('auth.fields.phonePlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className={clsx(inputClasses, 'min-w-0 flex-1', error ? 'border-danger' : 'border-line')}
        />
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
