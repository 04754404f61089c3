import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { downloadText } from '@/lib/download';
import { useTranslation } from '@/lib/translation';
import { CopyButton } from './copy-button';

const FILE_NAME = 'mijote-codes-de-secours.txt';

/** The backup codes, shown this once: the server keeps only what checks them. */
export function BackupCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  const text = `${codes.join('\n')}\n`;
  return (
    <div className="space-y-4">
      <p className="rounded-xl bg-primary-soft p-3 text-sm font-medium text-primary-soft-fg">
        {t('settings.twoFactor.codesOnce')}
      </p>
      <ul
        aria-label={t('settings.twoFactor.codesLabel')}
        className="grid grid-cols-2 gap-2 rounded-xl border border-line bg-surface-muted p-3 font-mono text-base text-fg"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={text} label={t('settings.twoFactor.copyCodes')} />
        <Button variant="secondary" onClick={() => downloadText(FILE_NAME, text)}>
          <Download className="size-4" aria-hidden="true" />
          {t('settings.twoFactor.downloadCodes')}
        </Button>
      </div>
    </div>
  );
}
