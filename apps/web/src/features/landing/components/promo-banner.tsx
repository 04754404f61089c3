import { PROMO_CODE, PROMO_TRIAL_DAYS } from '@mijote/contracts/constants';
import { Gift, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/translation';
import { dismissPromo, isPromoDismissed, subscribeToPromo } from '../promo-store';

/**
 * The FREE30 offer (spec section 1); once dismissed it stays hidden on later visits. The landing
 * is prerendered with the banner: public/theme-init.js marks <html> before the first paint when
 * it was dismissed (CSS hides it, no layout shift), and hydration starts from the prerendered
 * state (the server snapshot) before it drops the banner.
 */
export function PromoBanner() {
  const { t } = useTranslation();
  const dismissed = useSyncExternalStore(subscribeToPromo, isPromoDismissed, () => false);
  if (dismissed) return null;

  return (
    <section
      data-promo-banner=""
      aria-label={t('landing.promo.lead')}
      className="bg-fg text-bg dark:bg-primary-soft dark:text-fg"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3 py-2 pr-2 pl-4 sm:pl-6">
        <Gift className="size-4 shrink-0 text-saffron" aria-hidden="true" />
        <p className="flex-1 text-sm leading-snug">
          <span className="font-semibold">{t('landing.promo.lead')} · </span>
          <span>{t('landing.promo.text', { days: PROMO_TRIAL_DAYS, code: PROMO_CODE })}</span>
        </p>
        <button
          type="button"
          onClick={dismissPromo}
          data-early-action="dismiss-promo"
          aria-label={t('landing.promo.dismiss')}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-bg/15 dark:hover:bg-fg/10"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
