import { DEMO_TEST_CARDS, PROMO_CODE } from '@mijote/contracts';
import { CreditCard, Lock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorCodeOf, errorText } from '@/lib/errors';
import { type FieldErrors, fieldErrorsFromApi } from '@/lib/form';
import { redirectTo } from '@/lib/redirect';
import { useTranslation } from '@/lib/translation';
import { PRICE_TEXT } from '../../format';
import { usePayDemoCheckout } from '../api/pay-demo-checkout';
import {
  type CardField,
  type CardFormValues,
  formatCardNumber,
  formatExpiry,
  validateCardForm,
} from '../card-input';

export const EMPTY_CARD_FORM: CardFormValues = {
  cardNumber: '',
  expiry: '',
  cvc: '',
  promoCode: '',
};

export function isTrialCode(promoCode: string): boolean {
  return promoCode.trim().toUpperCase() === PROMO_CODE;
}

type DemoCardFormProps = {
  sessionId: string;
  values: CardFormValues;
  onChange: (values: CardFormValues) => void;
};

/** The demo's card form: test cards only, errors in French, then off to /payment/success. */
export function DemoCardForm({ sessionId, values, onChange }: DemoCardFormProps) {
  const { t } = useTranslation();
  const pay = usePayDemoCheckout(sessionId);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<CardField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const isBusy = pay.isPending || isLeaving;

  const set = (field: CardField, value: string) => {
    onChange({ ...values, [field]: value });
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
    // A refusal was about the card as it was: once it changes, the message no longer applies.
    setFormError(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    setFormError(null);
    const checked = validateCardForm(values);
    if (!checked.success) {
      setFieldErrors(checked.errors);
      return;
    }
    setFieldErrors({});
    try {
      const { redirectUrl } = await pay.mutateAsync(checked.data);
      setIsLeaving(true);
      redirectTo(redirectUrl);
    } catch (error) {
      const code = errorCodeOf(error);
      const serverFieldErrors = fieldErrorsFromApi(error);
      // A refused promo code or field belongs to its field; a refused card to the whole form.
      if (code === 'INVALID_PROMO_CODE') setFieldErrors({ promoCode: 'errors.INVALID_PROMO_CODE' });
      else if (Object.keys(serverFieldErrors).length > 0) setFieldErrors(serverFieldErrors);
      else setFormError(errorText(t, code));
    }
  };

  const errorOf = (field: CardField) => {
    const key = fieldErrors[field];
    return key ? t(key) : null;
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-fg">
        <CreditCard className="size-5 text-primary" aria-hidden="true" />
        {t('demo.checkout.cardTitle')}
      </h2>

      {formError ? <Alert>{formError}</Alert> : null}

      <TextField
        label={t('demo.checkout.cardNumber')}
        name="cardNumber"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        value={values.cardNumber}
        onChange={(event) => set('cardNumber', formatCardNumber(event.target.value))}
        error={errorOf('cardNumber')}
        className="[&_input]:font-mono [&_input]:tracking-wide"
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('demo.checkout.expiry')}
          name="expiry"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={t('demo.checkout.expiryPlaceholder')}
          maxLength={5}
          value={values.expiry}
          onChange={(event) => set('expiry', formatExpiry(event.target.value, values.expiry))}
          error={errorOf('expiry')}
        />
        <TextField
          label={t('demo.checkout.cvc')}
          name="cvc"
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="123"
          maxLength={4}
          value={values.cvc}
          onChange={(event) => set('cvc', event.target.value.replace(/\D/g, '').slice(0, 4))}
          error={errorOf('cvc')}
        />
      </div>
      <TextField
        label={t('demo.checkout.promo')}
        labelHint={t('demo.checkout.optional')}
        name="promoCode"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder={PROMO_CODE}
        value={values.promoCode}
        onChange={(event) => set('promoCode', event.target.value)}
        error={errorOf('promoCode')}
      />

      <Button type="submit" size="lg" className="w-full" isLoading={isBusy}>
        {!isBusy ? <Lock className="size-4" aria-hidden="true" /> : null}
        {isBusy
          ? t('demo.checkout.paying')
          : isTrialCode(values.promoCode)
            ? t('demo.checkout.startTrial')
            : t('demo.checkout.pay', { price: PRICE_TEXT })}
      </Button>

      <TestCardsHint />
    </form>
  );
}

function TestCardsHint() {
  const { t } = useTranslation();
  return (
    <aside
      aria-labelledby="test-cards-title"
      className="rounded-2xl border border-dashed border-line bg-surface-muted px-4 py-3 text-sm"
    >
      <p id="test-cards-title" className="font-semibold text-fg">
        {t('demo.checkout.testCardsTitle')}
      </p>
      <ul className="mt-1.5 space-y-0.5 font-mono text-[0.8rem] text-fg">
        <li>
          {t('demo.checkout.testCardAccepted', {
            number: formatCardNumber(DEMO_TEST_CARDS.success),
          })}
        </li>
        <li>
          {t('demo.checkout.testCardDeclined', {
            number: formatCardNumber(DEMO_TEST_CARDS.declined),
          })}
        </li>
      </ul>
      <p className="mt-1.5 text-xs text-muted-fg">{t('demo.checkout.testCardsNote')}</p>
    </aside>
  );
}
