import {
  type DemoPaymentInput,
  demoPaymentSchema,
  isWellFormedCardNumber,
} from '@mijote/contracts';
import type { FieldErrors } from '@/lib/form';
import { validate } from '@/lib/form';

// Formatting as the user types, and the same form rules the server applies (the card number's
// from @mijote/contracts; an expiry month not yet past), so most mistakes never leave the page.

export type CardField = 'cardNumber' | 'expiry' | 'cvc' | 'promoCode';
export type CardFormValues = Record<CardField, string>;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** '4242424242424242' → '4242 4242 4242 4242' (19 digits at most). */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1228' → '12/28'; a lone first digit above 1 becomes a month ('4' → '04/'). */
export function formatExpiry(value: string, previous = ''): string {
  let digits = digitsOf(value).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  // Deleting the slash deletes the month's last digit, so backspace does not get stuck.
  if (previous.endsWith('/') && value.length < previous.length) digits = digits.slice(0, 1);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return value.length > previous.length ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

function isExpiryPast(expiry: string, now: Date): boolean {
  const [month = 1, year = 0] = expiry.split('/').map((part) => Number(part.trim()));
  return (2000 + year) * 12 + (month - 1) < now.getFullYear() * 12 + now.getMonth();
}

/** The request body, or one i18n key per wrong field. */
export function validateCardForm(
  values: CardFormValues,
  now = new Date(),
): { success: true; data: DemoPaymentInput } | { success: false; errors: FieldErrors<CardField> } {
  const promoCode = values.promoCode.trim();
  const result = validate(demoPaymentSchema, {
    cardNumber: values.cardNumber,
    expiry: values.expiry,
    cvc: values.cvc,
    ...(promoCode ? { promoCode } : {}),
  });
  const errors: FieldErrors<CardField> = result.success ? {} : { ...result.errors };
  if (!isWellFormedCardNumber(values.cardNumber))
    errors.cardNumber = 'validation.cardNumberInvalid';
  if (!errors.expiry && isExpiryPast(values.expiry, now)) errors.expiry = 'validation.expiryPast';
  if (Object.keys(errors).length > 0 || !result.success) return { success: false, errors };
  return { success: true, data: result.data };
}
