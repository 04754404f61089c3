import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';
import { emailSchema, passwordSchema } from './credentials';

// Validation rules of the sign-in and sign-up forms (spec section 5). Messages are i18n keys
// under `validation.` in the web locale file; the server answers with the same keys in `issues`.

/** Optional phone in E.164 form ('+41791234567'); empty means none. */
export const phoneSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || isValidPhoneNumber(value), 'validation.phoneInvalid');

export const signInSchema = z.object({ email: emailSchema, password: passwordSchema });
export type SignInInput = z.infer<typeof signInSchema>;

export const firstNameSchema = z
  .string()
  .trim()
  .min(1, 'validation.firstNameRequired')
  .max(80, 'validation.tooLong');
export const lastNameSchema = z
  .string()
  .trim()
  .min(1, 'validation.lastNameRequired')
  .max(80, 'validation.tooLong');

export const signUpSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  password: passwordSchema,
  phone: phoneSchema.optional(),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/**
 * What a signed-in user may change of their own account through better-auth's update-user:
 * their names (both together, the display name is made of them) and their phone ('' removes
 * it). Any other field (image, email, emailVerified, name…) is refused: the address changes
 * through change-email and its confirmation link, the rest is the server's to set.
 */
export const profileUpdateSchema = z
  .strictObject({
    firstName: firstNameSchema.optional(),
    lastName: lastNameSchema.optional(),
    phone: phoneSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if ((value.firstName === undefined) !== (value.lastName === undefined)) {
      const missing = value.firstName === undefined ? 'firstName' : 'lastName';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: `validation.${missing}Required`,
      });
    }
  });
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;
