import { demoPaymentSchema } from '@mijote/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { evaluateDemoPayment } from './demo-payment-rules';

const now = new Date('2026-03-15T12:00:00Z');
const pay = (fields: Record<string, string>) =>
  evaluateDemoPayment(
    demoPaymentSchema.parse({
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
      ...fields,
    }),
    now,
  );
const errorOf = (fields: Record<string, string>) => {
  try {
    pay(fields);
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, issues: error.issues };
    throw error;
  }
  return null;
};

describe('demo checkout card rules', () => {
  it.each([
    ['the test card', {}],
    ['the test card with spaces', { cardNumber: '4242 4242 4242 4242' }],
    ['the test card with dashes', { cardNumber: '4242-4242-4242-4242' }],
    ['a card expiring this month', { expiry: '03/26' }],
  ])('accepts %s without a trial', (_name, fields) => {
    expect(pay(fields)).toEqual({ trialDays: null });
  });

  it.each(['FREE30', 'free30', ' Free30 '])('gives 30 days with the promo code %j', (promoCode) => {
    expect(pay({ promoCode })).toEqual({ trialDays: 30 });
  });

  it.each([
    ['the declined test card', { cardNumber: '4000 0000 0000 0002' }, 'CARD_DECLINED'],
    ['any other real-looking card', { cardNumber: '5555 5555 5555 4444' }, 'CARD_DECLINED'],
    ['an unknown promo code', { promoCode: 'FREE31' }, 'INVALID_PROMO_CODE'],
    [
      'an unknown promo code with the declined card',
      { promoCode: 'X', cardNumber: '4000000000000002' },
      'INVALID_PROMO_CODE',
    ],
  ])('refuses %s', (_name, fields, code) => {
    expect(errorOf(fields)?.code).toBe(code);
  });

  it.each([
    [
      'a number failing the Luhn check',
      { cardNumber: '4242424242424241' },
      'cardNumber',
      'validation.cardNumberInvalid',
    ],
    [
      'letters',
      { cardNumber: '4242 abcd 4242 4242' },
      'cardNumber',
      'validation.cardNumberInvalid',
    ],
    ['a too short number', { cardNumber: '4242' }, 'cardNumber', 'validation.cardNumberInvalid'],
    ['an expiry last month', { expiry: '02/26' }, 'expiry', 'validation.expiryPast'],
    ['an expiry last year', { expiry: '12/25' }, 'expiry', 'validation.expiryPast'],
  ])('answers a form error for %s', (_name, fields, path, message) => {
    expect(errorOf(fields)).toEqual({ code: 'VALIDATION_FAILED', issues: [{ path, message }] });
  });
});
