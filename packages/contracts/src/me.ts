import { z } from 'zod';

// Who is signed in, in a module of its own: every protected page reads it on its first load,
// and the sign-up and profile schemas beside it in auth.ts bring the phone-number library
// (30 kB of gzipped script) that the dashboard's first load must not carry.

/** Where the app sends a signed-in user next (spec section 4). */
export const NEXT_ROUTES = [
  '/dashboard',
  '/questionnaire',
  '/subscription',
  '/auth/email-confirmation',
] as const;
export type NextRoute = (typeof NEXT_ROUTES)[number];

/** The account as its owner sees it: in GET /api/me and in the data export. */
export const accountUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  emailVerified: z.boolean(),
  /** Sign-in asks for a code of the authenticator app (decision 035). */
  twoFactorEnabled: z.boolean(),
});

/** GET /api/me: who is signed in and where they belong. 401 when nobody is. */
export const meResponseSchema = z.object({
  user: accountUserSchema,
  householdId: z.string(),
  hasProfile: z.boolean(),
  hasPreferences: z.boolean(),
  hasAccess: z.boolean(),
  isComplimentary: z.boolean(),
  /**
   * The member whose subscription gives the caller access, when the caller has none
   * of their own: the subscription page says who pays instead of asking them to subscribe.
   */
  coveredBy: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  nextRoute: z.enum(NEXT_ROUTES),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
