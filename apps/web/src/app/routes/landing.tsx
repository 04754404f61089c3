import { FeaturesSection } from '@/features/landing/components/features-section';
import { Hero } from '@/features/landing/components/hero';
import { PricingSection } from '@/features/landing/components/pricing-section';
import { PromoBanner } from '@/features/landing/components/promo-banner';
import { ReasonsSection } from '@/features/landing/components/reasons-section';
import { SiteFooter } from '@/features/landing/components/site-footer';
import { StoreSection } from '@/features/landing/components/store-section';
import { TopBar } from '@/features/landing/components/top-bar';
import { usePageTitle } from '@/lib/page-title';
import { useTranslation } from '@/lib/translation';

export function LandingPage() {
  const { t } = useTranslation();
  usePageTitle();
  return (
    <div className="min-h-dvh bg-bg">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-fg"
      >
        {t('app.skipToContent')}
      </a>
      <PromoBanner />
      <TopBar />
      <main id="main">
        <Hero />
        <FeaturesSection />
        <ReasonsSection />
        <StoreSection />
        <PricingSection />
      </main>
      <SiteFooter />
    </div>
  );
}
