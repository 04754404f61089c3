import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './constants';

// Validation rules of the sign-in and sign-up forms (spec section 5). Messages are i18n keys
// under `validation.` in the web locale file; the server answers with the same keys in `issues`.

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'validation.emailRequired')
  .pipe(z.email('validation.emailInvalid'));

export const passwordSchema = z
  .string()
  .min(1, 'validation.passwordRequired')
  .min(MIN_PASSWORD_LENGTH, 'validation.passwordTooShort');

/** Optional phone in E.164 form ('+41791234567'); empty means none. */
export const phoneSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || isValidPhoneNumber(value), 'validation.phoneInvalid');

export const signInSchema = z.object({ email: emailSchema, password: passwordSchema });
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  firstName: z.string().trim().min(1, 'validation.firstNameRequired').max(80),
  lastName: z.string().trim().min(1, 'validation.lastNameRequired').max(80),
  email: emailSchema,
  password: passwordSchema,
  phone: phoneSchema.optional(),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });

export const newPasswordSchema = z.object({
  token: z.string().min(1),
  newPassword: passwordSchema,
});

/** Where the app sends a signed-in user next (spec section 4). */
export const NEXT_ROUTES = [
  '/dashboard',
  '/questionnaire',
  '/subscription',
  '/auth/email-confirmation',
] as const;
export type NextRoute = (typeof NEXT_ROUTES)[number];

/** GET /api/me: who is signed in and where they belong. 401 when nobody is. */
export const meResponseSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    emailVerified: z.boolean(),
  }),
  householdId: z.string(),
  hasProfile: z.boolean(),
  hasPreferences: z.boolean(),
  hasAccess: z.boolean(),
  isComplimentary: z.boolean(),
  nextRoute: z.enum(NEXT_ROUTES),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
