import { z } from 'zod';
import { HOUSEHOLD_ROLES } from './constants';
import { emailSchema } from './credentials';
import { foodListSchema } from './preferences';
import { rowIdSchema } from './text';

// « Mon foyer »: members, invitations by single-use link, leaving and removing.

/** An invitation link is valid this long after it is created. */
export const INVITATION_VALID_DAYS = 7;

/** Where the web shows an invitation: `${origin}${INVITATION_PATH}/${token}`. */
export const INVITATION_PATH = '/invitation';

/** A member as the household's other members see them: name, role, and their own food rules. */
export const householdMemberSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(HOUSEHOLD_ROLES),
  joinedAt: z.iso.datetime(),
  isYou: z.boolean(),
  /**
   * This member's own restrictions and avoided foods (decision 026: the household's rules are
   * their union), so the settings show whose rule is whose.
   */
  restrictions: z.array(z.string()),
  avoidedFoods: z.array(z.string()),
});
export type HouseholdMember = z.infer<typeof householdMemberSchema>;

export const pendingInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  invitedBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** GET /api/household: the caller's household, oldest member first, pending invitations. */
export const householdSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  isOwner: z.boolean(),
  members: z.array(householdMemberSchema),
  invitations: z.array(pendingInvitationSchema),
});
export type Household = z.infer<typeof householdSchema>;

/** POST /api/household/invitations: an address is optional (the link can be copied instead). */
export const invitationInputSchema = z.object({
  email: z
    .union([z.literal(''), emailSchema])
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type InvitationInput = z.input<typeof invitationInputSchema>;

/** The answer: the link, shown once (only its hash is kept), and whether the mail went out. */
export const createdInvitationSchema = z.object({
  invitation: pendingInvitationSchema,
  link: z.string(),
  emailSent: z.boolean(),
});
export type CreatedInvitation = z.infer<typeof createdInvitationSchema>;

export const invitationParamsSchema = z.object({ invitationId: rowIdSchema });
export const memberParamsSchema = z.object({
  userId: z.string({ error: 'validation.invalid' }).min(1).max(100, 'validation.invalid'),
});

/** The token of a link: 43 characters of base64url (32 random bytes). */
export const invitationTokenParamsSchema = z.object({
  token: z
    .string({ error: 'validation.invalid' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'validation.invalid'),
});

/** GET /api/invitations/:token: what the invited person sees before joining. */
export const invitationPreviewSchema = z.object({
  householdName: z.string(),
  invitedBy: z.string().nullable(),
  memberNames: z.array(z.string()),
  expiresAt: z.iso.datetime(),
  /** What the caller's current household holds: what « merge » brings and « drop » deletes. */
  yours: z.object({
    plannedMeals: z.number().int(),
    shoppingItems: z.number().int(),
    fridgeItems: z.number().int(),
  }),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** What happens to the caller's own household's planning, shopping list and fridge. */
export const OWN_DATA_CHOICES = ['merge', 'drop'] as const;
export type OwnDataChoice = (typeof OWN_DATA_CHOICES)[number];

/** POST /api/invitations/:token/accept → 204: the choice is explicit, never a default. */
export const acceptInvitationSchema = z.object({
  ownData: z.enum(OWN_DATA_CHOICES, { error: 'validation.ownDataChoiceRequired' }),
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

/**
 * « Toujours à la maison » (decision 012): the foods the household keeps in the cupboard. What
 * recipes need of them waits in « À vérifier dans le placard », uncounted. `isDefault` while the
 * household has not edited Mijote's list.
 */
export const pantrySchema = z.object({ foods: z.array(z.string()), isDefault: z.boolean() });
export type Pantry = z.infer<typeof pantrySchema>;

/** PUT /api/household/pantry: the whole list, as the chips show it. */
export const pantryInputSchema = z.object({ foods: foodListSchema });
export type PantryInput = z.input<typeof pantryInputSchema>;
