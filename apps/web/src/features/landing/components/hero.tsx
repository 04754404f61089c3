import { MONTHLY_PRICE_CHF } from '@mijote/contracts/constants';
import { ArrowRight, CalendarDays, Refrigerator, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { useTranslation } from '@/lib/translation';
import { SECTION_IDS } from '../section-ids';
import { HeroIllustration } from './hero-illustration';

export function Hero() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="hero-title" className="overflow-hidden">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-10 pb-16 sm:px-6 md:grid-cols-2 md:pt-16 md:pb-24">
        <div>
          <p className="inline-flex rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary-soft-fg">
            {t('landing.hero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-5 font-serif text-4xl leading-tight font-bold text-balance text-fg sm:text-5xl lg:text-6xl"
          >
            {t('landing.hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-muted-fg">
            {t('landing.hero.subtitle')}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href="/auth" className={buttonClasses('primary', 'lg')}>
              {t('landing.hero.start')}
              <ArrowRight className="size-4" aria-hidden="true" />
            </a>
            <a href={`#${SECTION_IDS.features}`} className={buttonClasses('secondary', 'lg')}>
              {t('landing.hero.discover')}
            </a>
          </div>
          <p className="mt-4 text-sm text-muted-fg">
            {t('landing.hero.priceNote', { price: MONTHLY_PRICE_CHF.toFixed(2) })}
          </p>
        </div>

        <div className="relative mx-auto w-full max-w-lg px-4 py-12 sm:px-10 sm:py-14">
          <HeroIllustration className="h-auto w-full" />
          <FloatingCard
            className="top-0 left-0"
            icon={<CalendarDays className="size-4" aria-hidden="true" />}
            title={t('landing.hero.cardTonight')}
            text={t('landing.hero.cardRecipe')}
            meta={t('landing.hero.cardRecipeMeta')}
          />
          <FloatingCard
            className="right-0 bottom-4 sm:bottom-16"
            icon={<Refrigerator className="size-4" aria-hidden="true" />}
            title={t('landing.hero.cardFridge')}
            text={t('landing.hero.cardFridgeText')}
          />
          <FloatingCard
            className="bottom-0 left-0 hidden sm:flex"
            icon={<ShoppingCart className="size-4" aria-hidden="true" />}
            title={t('landing.hero.cardList')}
            text={t('landing.hero.cardListText')}
          />
        </div>
      </div>
    </section>
  );
}

type FloatingCardProps = {
  className: string;
  icon: ReactNode;
  title: string;
  text: string;
  meta?: string;
};

/** A glimpse of the app next to the drawing; decorative, so hidden from assistive tech. */
function FloatingCard({ className, icon, title, text, meta }: FloatingCardProps) {
  return (
    <div
      aria-hidden="true"
      className={`absolute flex w-max max-w-[14.5rem] items-start gap-2.5 rounded-2xl border border-line bg-surface/95 p-3 shadow-lg backdrop-blur ${className}`}
    >
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-fg">
        {icon}
      </span>
      <span className="min-w-0 text-left">
        <span className="block text-xs font-semibold tracking-wide text-primary uppercase">
          {title}
        </span>
        <span className="block text-sm leading-snug font-semibold text-fg">{text}</span>
        {meta ? <span className="block text-xs text-muted-fg">{meta}</span> : null}
      </span>
    </div>
  );
}
