import { ChefHat, Languages, LockKeyhole, type LucideIcon, ShieldCheck } from 'lucide-react';
import { useTranslation } from '@/lib/translation';
import { SECTION_IDS } from '../section-ids';
import { SectionHeading } from './section-heading';

const REASONS: ReadonlyArray<{ key: string; icon: LucideIcon }> = [
  { key: 'french', icon: Languages },
  { key: 'diet', icon: ShieldCheck },
  { key: 'chef', icon: ChefHat },
  { key: 'privacy', icon: LockKeyhole },
];

export function ReasonsSection() {
  const { t } = useTranslation();
  return (
    <section
      id={SECTION_IDS.reasons}
      aria-labelledby="reasons-title"
      className="below-fold py-16 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="reasons-title"
          eyebrow={t('landing.reasons.eyebrow')}
          title={t('landing.reasons.title')}
        />
        <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2">
          {REASONS.map(({ key, icon: Icon }) => (
            <li key={key} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-basil-soft text-basil">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-fg">
                  {t(`landing.reasons.${key}.title`)}
                </h3>
                <p className="mt-1.5 leading-relaxed text-muted-fg">
                  {t(`landing.reasons.${key}.text`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
