import {
  cardDigitsOf,
  DEMO_TEST_CARDS,
  type DemoPaymentInput,
  isWellFormedCardNumber,
  PROMO_CODE,
  PROMO_TRIAL_DAYS,
} from '@mijote/contracts';
import { AppError } from '../../lib/app-error';

export type DemoPaymentDecision = { trialDays: number | null };

/**
 * The demo checkout's card rules, like Stripe's test mode:
 * - 4242 4242 4242 4242 (spaces or dashes allowed) pays;
 * - 4000 0000 0000 0002 is declined (CARD_DECLINED, nothing recorded);
 * - any other well-formed card number (Luhn-valid) is declined as well: the demo takes no real
 *   card; a malformed number is a form error (VALIDATION_FAILED on cardNumber);
 * - an expiry month already past is a form error (VALIDATION_FAILED on expiry);
 * - the promo code FREE30 (any case) gives 30 free days; any other code is INVALID_PROMO_CODE.
 * Form errors come first, then the promo code, then the card's answer.
 */
export function evaluateDemoPayment(input: DemoPaymentInput, now: Date): DemoPaymentDecision {
  if (!isWellFormedCardNumber(input.cardNumber)) {
    throw invalid('cardNumber', 'validation.cardNumberInvalid');
  }
  if (isExpired(input.expiry, now)) throw invalid('expiry', 'validation.expiryPast');

  const promo = input.promoCode?.trim() ?? '';
  if (promo !== '' && promo.toUpperCase() !== PROMO_CODE) throw new AppError('INVALID_PROMO_CODE');

  if (cardDigitsOf(input.cardNumber) !== DEMO_TEST_CARDS.success)
    throw new AppError('CARD_DECLINED');
  return { trialDays: promo === '' ? null : PROMO_TRIAL_DAYS };
}

function invalid(path: string, message: string) {
  return new AppError('VALIDATION_FAILED', { issues: [{ path, message }] });
}

/** MM/YY: a card is good until the end of its expiry month. */
function isExpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
  const nowMonths = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const cardMonths = (2000 + (year ?? 0)) * 12 + ((month ?? 1) - 1);
  return cardMonths < nowMonths;
}
