import { PROMO_CODE, PROMO_TRIAL_DAYS } from '@mijote/contracts';
import {
  ArrowRight,
  Check,
  Gift,
  Lock,
  type LucideIcon,
  ShieldCheck,
  ShoppingCart,
  Sparkles,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorCodeOf, errorText } from '@/lib/errors';
import { redirectTo } from '@/lib/redirect';
import { useTranslation } from '@/lib/translation';
import { useStartCheckout } from '../api/start-checkout';
import { PRICE_TEXT } from '../format';

const BENEFITS: ReadonlyArray<{ key: string; icon: LucideIcon }> = [
  { key: 'suggestions', icon: Sparkles },
  { key: 'shopping', icon: ShoppingCart },
  { key: 'family', icon: Users },
  { key: 'privacy', icon: ShieldCheck },
];

/** /subscription: the one plan and 'Commencer maintenant' to the provider's checkout. */
export function SubscriptionPlan() {
  const { t } = useTranslation();
  const checkout = useStartCheckout();
  // Stays busy after success: the page is being replaced by the provider's.
  const [isLeaving, setIsLeaving] = useState(false);
  const isBusy = checkout.isPending || isLeaving;

  const start = async () => {
    try {
      const { url } = await checkout.mutateAsync();
      setIsLeaving(true);
      redirectTo(url);
    } catch {
      // The error is shown from the mutation state below.
    }
  };

  return (
    <div className="mx-auto w-full max-w-lg">
      <div className="text-center">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">
          {t('subscription.eyebrow')}
        </p>
        <h1 className="mt-2 font-serif text-3xl font-bold text-fg sm:text-4xl">
          {t('subscription.title')}
        </h1>
        <p className="mt-2 text-muted-fg">{t('subscription.subtitle')}</p>
      </div>

      <section
        aria-labelledby="plan-price"
        className="relative mt-8 overflow-hidden rounded-[2rem] border border-line bg-surface p-6 shadow-xl sm:p-8"
      >
        <div
          aria-hidden="true"
          className="absolute -top-16 -right-16 size-44 rounded-full bg-primary-soft"
        />
        <div className="relative">
          <p id="plan-price" className="flex items-baseline gap-2">
            <span className="font-serif text-5xl font-bold text-fg">
              {t('subscription.price', { price: PRICE_TEXT })}
            </span>
            <span className="text-lg text-muted-fg">{t('subscription.perMonth')}</span>
          </p>
          <p className="mt-1 text-sm font-medium text-basil">{t('subscription.terms')}</p>

          <h2 className="mt-6 text-sm font-semibold text-fg">{t('subscription.benefitsTitle')}</h2>
          <ul className="mt-3 space-y-3">
            {BENEFITS.map(({ key, icon: Icon }) => (
              <li key={key} className="flex items-center gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-fg">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <span className="flex-1 text-fg">{t(`subscription.benefits.${key}`)}</span>
                <Check className="size-4 shrink-0 text-basil" aria-hidden="true" />
              </li>
            ))}
          </ul>

          <p className="mt-6 flex items-start gap-2.5 rounded-2xl border border-dashed border-saffron/60 bg-saffron/10 px-4 py-3 text-sm text-fg">
            <Gift className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{t('subscription.promo', { days: PROMO_TRIAL_DAYS, code: PROMO_CODE })}</span>
          </p>

          {checkout.isError ? (
            <Alert className="mt-6">{errorText(t, errorCodeOf(checkout.error))}</Alert>
          ) : null}

          <Button size="lg" className="mt-6 w-full" isLoading={isBusy} onClick={() => void start()}>
            {isBusy ? t('subscription.redirecting') : t('subscription.cta')}
            {isBusy ? null : <ArrowRight className="size-4" aria-hidden="true" />}
          </Button>
          <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-muted-fg">
            <Lock className="size-3.5" aria-hidden="true" />
            {t('subscription.secure')}
          </p>
        </div>
      </section>
    </div>
  );
}
