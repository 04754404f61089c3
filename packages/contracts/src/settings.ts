import { z } from 'zod';
import { emailSchema } from './credentials';
import { requiredText } from './text';

// The settings screen (spec section 2 « Paramètres »).

/** GET /api/profile, and the answer of PUT. The e-mail is shown, changed only by confirmation. */
export const profileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  updatedAt: z.iso.datetime(),
});
export type Profile = z.infer<typeof profileSchema>;

/** PUT /api/profile: the names, as sign-up asks them. */
export const profileInputSchema = z.object({
  firstName: requiredText('validation.firstNameRequired', 80),
  lastName: requiredText('validation.lastNameRequired', 80),
});
export type ProfileInput = z.infer<typeof profileInputSchema>;

/**
 * POST /api/auth/change-email (better-auth): the link goes to the NEW address and the change
 * applies once it is followed; the same address answers 409 EMAIL_UNCHANGED.
 */
export const changeEmailInputSchema = z.object({
  newEmail: emailSchema,
  callbackURL: z.string().startsWith('/').max(200).optional(),
  /** Needed unless the user signed in within the last 5 minutes (decision 035). */
  password: z.string().max(128).optional(),
});
export type ChangeEmailInput = z.infer<typeof changeEmailInputSchema>;

/** The word the user types to confirm « Supprimer mon compte ». */
export const ACCOUNT_DELETION_WORD = 'SUPPRIMER';

/**
 * POST /api/account/delete { confirmation: 'SUPPRIMER', password } → 204, the session cookie
 * cleared. The word is compared exactly once surrounding spaces are trimmed (« supprimer » is
 * not it); anything else is a 422 that deletes nothing. The password is needed unless the user
 * signed in within the last 5 minutes (decision 035): 403 CURRENT_PASSWORD_REQUIRED or _WRONG.
 */
export const accountDeletionSchema = z.object({
  confirmation: z
    .string({ error: 'validation.deletionConfirmationMismatch' })
    .trim()
    .max(40, 'validation.deletionConfirmationMismatch')
    .refine((value) => value === ACCOUNT_DELETION_WORD, 'validation.deletionConfirmationMismatch'),
  password: z.string().max(128).optional(),
});
export type AccountDeletionInput = z.infer<typeof accountDeletionSchema>;
