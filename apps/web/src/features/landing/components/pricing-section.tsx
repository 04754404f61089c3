import { MONTHLY_PRICE_CHF, PROMO_CODE, PROMO_TRIAL_DAYS } from '@mijote/contracts/constants';
import { Check } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { useTranslation } from '@/lib/translation';
import { SECTION_IDS } from '../section-ids';
import { SectionHeading } from './section-heading';

export function PricingSection() {
  const { t } = useTranslation();
  const points = [
    t('landing.pricing.noCommitment'),
    t('landing.pricing.cancelAnytime'),
    t('landing.pricing.trial', { days: PROMO_TRIAL_DAYS, code: PROMO_CODE }),
    t('landing.pricing.allFeatures'),
  ];
  return (
    <section
      id={SECTION_IDS.pricing}
      aria-labelledby="pricing-title"
      className="below-fold py-16 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="pricing-title"
          eyebrow={t('landing.pricing.eyebrow')}
          title={t('landing.pricing.title')}
        />
        <article
          aria-label={t('landing.pricing.plan')}
          className="mx-auto mt-12 max-w-md rounded-[2rem] border-2 border-primary bg-surface p-8 shadow-xl"
        >
          <h3 className="text-lg font-semibold text-fg">{t('landing.pricing.plan')}</h3>
          <p className="mt-4 flex items-baseline gap-2">
            <span className="font-serif text-5xl font-bold text-fg">
              {t('landing.pricing.price', { price: MONTHLY_PRICE_CHF.toFixed(2) })}
            </span>{' '}
            <span className="text-lg text-muted-fg">{t('landing.pricing.perMonth')}</span>
          </p>
          <ul className="mt-6 space-y-3">
            {points.map((point) => (
              <li key={point} className="flex items-start gap-3 text-fg">
                <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-basil-soft text-basil">
                  <Check className="size-3.5" aria-hidden="true" strokeWidth={3} />
                </span>
                <span className="first-letter:uppercase">{point}</span>
              </li>
            ))}
          </ul>
          <a href="/auth" className={buttonClasses('primary', 'lg', 'mt-8 w-full')}>
            {t('landing.pricing.cta')}
          </a>
        </article>
      </div>
    </section>
  );
}
