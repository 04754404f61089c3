import { useTranslation } from '@/lib/translation';
import { CopyButton } from './copy-button';

/** The secret for an app that cannot scan, in groups of 4 characters, with a copy button. */
export function ManualKey({ secret }: { secret: string }) {
  const { t } = useTranslation();
  const grouped = secret.match(/.{1,4}/g)?.join(' ') ?? '';
  return (
    <div className="rounded-xl border border-line bg-surface-muted p-3">
      <p className="text-sm text-muted-fg">{t('settings.twoFactor.manualKey')}</p>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
        <code className="font-mono text-base font-semibold tracking-wide break-words text-fg select-all">
          {grouped}
        </code>
        <CopyButton text={secret} label={t('settings.twoFactor.copyKey')} size="sm" />
      </div>
    </div>
  );
}
