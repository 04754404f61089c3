import type { ReactNode } from 'react';
import { DateField, TimeField } from '@/components/ui/form-fields';
import { useTranslation } from '@/lib/translation';

type DayField = 'date' | 'time';

/**
 * A meal's day and time, side by side: the add-meal form's and « Choisir un jour »'s. `noDate`
 * stands where the date would be when the meal goes « À planifier ».
 */
export function MealDayFields({
  values,
  errorOf,
  onChange,
  noDate,
}: {
  values: Record<DayField, string>;
  errorOf: (field: DayField) => string | null;
  onChange: (field: DayField) => (value: string) => void;
  noDate?: ReactNode;
}) {
  const { t } = useTranslation();
  // The date is the wider of the two (« 30.11.2026 » and its calendar button beside « 19:00 »).
  return (
    <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-3">
      {noDate ?? (
        <DateField
          label={t('planning.form.date')}
          value={values.date}
          onChange={(event) => onChange('date')(event.target.value)}
          error={errorOf('date')}
          required
        />
      )}
      <TimeField
        label={t('planning.form.time')}
        value={values.time}
        onChange={(event) => onChange('time')(event.target.value)}
        error={errorOf('time')}
        required
      />
    </div>
  );
}
