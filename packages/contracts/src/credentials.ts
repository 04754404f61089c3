import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './constants';

// The address and password rules (spec section 5), apart from the sign-up and profile schemas in
// auth.ts: those check phone numbers, and the phone-number library they bring (118 kB of
// script) must not travel with every page that asks for an address — Paramètres, the household's
// invitations, the password reset. Messages are i18n keys under `validation.`.

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'validation.emailRequired')
  // RFC 5321: no deliverable address is longer.
  .max(254, 'validation.tooLong')
  .pipe(z.email('validation.emailInvalid'));

export const passwordSchema = z
  .string()
  .min(1, 'validation.passwordRequired')
  .min(MIN_PASSWORD_LENGTH, 'validation.passwordTooShort');

export const passwordResetRequestSchema = z.object({ email: emailSchema });

export const newPasswordSchema = z.object({
  token: z.string().min(1),
  newPassword: passwordSchema,
});
