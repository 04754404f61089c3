import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Honest placeholder for settings that a later issue brings (profile, e-mail, password…). */
export function ComingSoonNote({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-dashed border-line bg-surface-muted px-4 py-3">
      <Construction className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <div className="text-sm">
        <p className="font-semibold text-fg">{t('settings.comingSoon')}</p>
        <p className="mt-0.5 text-muted-fg">{text}</p>
      </div>
    </div>
  );
}
