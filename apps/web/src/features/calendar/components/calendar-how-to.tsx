import { ChevronDown } from 'lucide-react';
import { useTranslation } from '@/lib/translation';

const APPS = ['google', 'apple', 'outlook'] as const;

/** « Comment l’ajouter à mon agenda ? »: a disclosure with the steps of each calendar app. */
export function CalendarHowTo() {
  const { t } = useTranslation();
  return (
    <details className="group rounded-2xl border border-line bg-surface-muted/40">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-2xl px-4 text-sm font-semibold text-fg [&::-webkit-details-marker]:hidden">
        {t('calendar.howTo.title')}
        <ChevronDown
          className="size-4 shrink-0 transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <div className="space-y-4 px-4 pb-4 text-sm text-fg">
        {APPS.map((app) => (
          <div key={app}>
            <h3 className="font-semibold">{t(`calendar.howTo.${app}.name`)}</h3>
            <ol className="mt-1 list-decimal space-y-1 pl-5 text-muted-fg">
              {(t(`calendar.howTo.${app}.steps`, { returnObjects: true }) as string[]).map(
                (step) => (
                  <li key={step}>{step}</li>
                ),
              )}
            </ol>
          </div>
        ))}
      </div>
    </details>
  );
}
