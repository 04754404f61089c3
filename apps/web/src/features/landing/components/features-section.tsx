import {
  CalendarDays,
  Leaf,
  type LucideIcon,
  Refrigerator,
  ShoppingCart,
  Sparkles,
  Users,
} from 'lucide-react';
import { useTranslation } from '@/lib/translation';
import { SECTION_IDS } from '../section-ids';
import { SectionHeading } from './section-heading';

// The six selling points the spec's landing page advertises (section 1).
const FEATURES: ReadonlyArray<{ key: string; icon: LucideIcon }> = [
  { key: 'fridge', icon: Refrigerator },
  { key: 'suggestions', icon: Sparkles },
  { key: 'shopping', icon: ShoppingCart },
  { key: 'planning', icon: CalendarDays },
  { key: 'family', icon: Users },
  { key: 'waste', icon: Leaf },
];

export function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <section
      id={SECTION_IDS.features}
      aria-labelledby="features-title"
      className="below-fold bg-surface-muted/60 py-16 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow={t('landing.features.eyebrow')}
          title={t('landing.features.title')}
          subtitle={t('landing.features.subtitle')}
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li
              key={key}
              className="rounded-3xl border border-line bg-surface p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-fg">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-fg">
                {t(`landing.features.${key}.title`)}
              </h3>
              <p className="mt-2 leading-relaxed text-muted-fg">
                {t(`landing.features.${key}.text`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
