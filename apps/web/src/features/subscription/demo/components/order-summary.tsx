import { PROMO_TRIAL_DAYS } from '@mijote/contracts';
import { LogoMark } from '@/components/ui/logo';
import { useTranslation } from '@/lib/translation';
import { PRICE_TEXT } from '../../format';

/** Left column of the demo checkout: who is paid, for what, and who pays. */
export function OrderSummary({ email, isTrial }: { email: string; isTrial: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="order-merchant" className="space-y-5">
      <div className="flex items-center gap-3">
        <LogoMark className="size-10" />
        <p id="order-merchant" className="font-serif text-xl font-bold text-fg">
          {t('demo.checkout.merchant')}
        </p>
      </div>
      <div>
        <p className="text-muted-fg">{t('demo.checkout.plan')}</p>
        <p className="mt-1 flex items-baseline gap-2">
          <span className="font-serif text-4xl font-bold text-fg">
            {t('demo.checkout.price', { price: PRICE_TEXT })}
          </span>
          <span className="text-muted-fg">{t('demo.checkout.perMonth')}</span>
        </p>
        {isTrial ? (
          <p className="mt-2 inline-block rounded-full bg-basil-soft px-3 py-1 text-sm font-medium text-basil">
            {t('demo.checkout.trialNote', { days: PROMO_TRIAL_DAYS, price: PRICE_TEXT })}
          </p>
        ) : null}
      </div>
      <dl className="rounded-2xl border border-line bg-surface px-4 py-3 text-sm">
        <dt className="text-muted-fg">{t('demo.checkout.email')}</dt>
        <dd className="mt-0.5 font-medium break-all text-fg">{email}</dd>
      </dl>
    </section>
  );
}
