import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, validateCardForm } from './card-input';

describe('card input', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 42', '4242 42'],
    ['4000-0000-0000-0002', '4000 0000 0000 0002'],
    ['42424242424242424242999', '4242 4242 4242 4242 424'],
  ])('formats the card number %s as %s', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });

  it.each([
    ['1', '', '1'],
    ['12', '1', '12/'],
    ['4', '', '04/'],
    ['12/3', '12/', '12/3'],
    ['1230', '', '12/30'],
    ['12', '12/', '1'],
  ])('formats the expiry %s (was %s) as %s', (typed, previous, shown) => {
    expect(formatExpiry(typed, previous)).toBe(shown);
  });

  it('refuses a card number with a wrong check digit, like the server', () => {
    const now = new Date(2026, 5, 15);
    const withNumber = (cardNumber: string) =>
      validateCardForm({ cardNumber, expiry: '12/26', cvc: '123', promoCode: '' }, now);
    expect(withNumber('4242 4242 4242 4241').success).toBe(false);
    expect(withNumber('4000 0000 0000 0002').success).toBe(true);
  });

  it('names each wrong field, and returns the body when all is right', () => {
    const now = new Date(2026, 5, 15);
    expect(
      validateCardForm({ cardNumber: '4242', expiry: '13/30', cvc: '1', promoCode: '' }, now),
    ).toEqual({
      success: false,
      errors: {
        cardNumber: 'validation.cardNumberInvalid',
        expiry: 'validation.expiryInvalid',
        cvc: 'validation.cvcInvalid',
      },
    });
    expect(
      validateCardForm(
        { cardNumber: '4242 4242 4242 4242', expiry: '05/26', cvc: '123', promoCode: '' },
        now,
      ),
    ).toEqual({ success: false, errors: { expiry: 'validation.expiryPast' } });
    expect(
      validateCardForm(
        { cardNumber: '4242 4242 4242 4242', expiry: '06/26', cvc: '123', promoCode: ' free30 ' },
        now,
      ),
    ).toEqual({
      success: true,
      data: { cardNumber: '4242 4242 4242 4242', expiry: '06/26', cvc: '123', promoCode: 'free30' },
    });
  });
});
