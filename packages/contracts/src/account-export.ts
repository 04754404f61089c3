import { z } from 'zod';
import { chatMessageSchema } from './chat';
import { HOUSEHOLD_ROLES, SUBSCRIPTION_STATUSES } from './constants';
import { localDateOf } from './dates';
import { favoriteSchema } from './favorites';
import { fridgeItemSchema } from './fridge';
import { accountUserSchema } from './me';
import { ownRecipeSchema } from './own-recipes';
import { plannedMealSchema } from './planning';
import { backlogMealSchema } from './planning-backlog';
import { mealSeriesSchema } from './planning-series';
import { preferencesSchema } from './preferences';
import { shoppingItemSchema } from './shopping';

/**
 * GET /api/account/export (« Exporter mes données », decision 025): every row that belongs to the
 * user and to their household, as one JSON file. This schema is also the serialiser: a column it
 * does not name never leaves, so password hashes, session tokens and provider secrets cannot.
 */
export const ACCOUNT_EXPORT_FORMAT = 'mijote-export/1';

const timestamp = z.iso.datetime();

export const accountExportSchema = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  exportedAt: timestamp,
  user: accountUserSchema.extend({ createdAt: timestamp }),
  profile: z
    .object({
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      phone: z.string().nullable(),
      avatarUrl: z.string().nullable(),
      createdAt: timestamp,
      updatedAt: timestamp,
    })
    .nullable(),
  preferences: preferencesSchema.nullable(),
  subscriptions: z.array(
    z.object({
      plan: z.string(),
      status: z.enum(SUBSCRIPTION_STATUSES),
      provider: z.string(),
      startDate: timestamp,
      currentPeriodEnd: timestamp.nullable(),
      trialEnd: timestamp.nullable(),
      cancelAtPeriodEnd: z.boolean(),
      createdAt: timestamp,
    }),
  ),
  notifications: z.array(
    z.object({
      title: z.string(),
      message: z.string(),
      type: z.string(),
      readAt: timestamp.nullable(),
      createdAt: timestamp,
    }),
  ),
  household: z.object({
    id: z.string(),
    name: z.string(),
    createdAt: timestamp,
    /** Members by name and role only: another member's e-mail is their data, not the caller's. */
    members: z.array(
      z.object({
        firstName: z.string(),
        lastName: z.string(),
        role: z.enum(HOUSEHOLD_ROLES),
        joinedAt: timestamp,
        isYou: z.boolean(),
      }),
    ),
  }),
  plannedMeals: z.array(plannedMealSchema),
  /** « À planifier »: the household's meals without a day yet. */
  backlogMeals: z.array(backlogMealSchema),
  /** « Repas réguliers », running or ended: each occurrence is among the planned meals. */
  mealSeries: z.array(mealSeriesSchema),
  shoppingItems: z.array(shoppingItemSchema),
  fridgeItems: z.array(fridgeItemSchema),
  favorites: z.array(favoriteSchema),
  /** The household's own recipes (« Mes recettes »), whoever wrote them. */
  ownRecipes: z.array(ownRecipeSchema),
  /** What was suggested to the household (the engine keeps the last few to vary its picks). */
  suggestionHistory: z.array(
    z.object({
      recipeId: z.string(),
      recipeTitle: z.string(),
      engine: z.enum(['catalogue', 'llm']),
      createdAt: timestamp,
    }),
  ),
  /** The conversation as the chat shows it, with each reply's proposed actions and warnings. */
  chatMessages: z.array(chatMessageSchema),
  /** The links the user created to invite someone (« Mon foyer »), their address if one was given. */
  invitations: z.array(
    z.object({
      email: z.string().nullable(),
      createdAt: timestamp,
      expiresAt: timestamp,
      acceptedAt: timestamp.nullable(),
      revokedAt: timestamp.nullable(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/**
 * 'mijote-donnees-2026-03-11.json': the file's name, after the day (Swiss time) it was taken. The
 * server names its attachment so and the settings screen saves the download under it.
 */
export function accountExportFileName(exportedAt: Date): string {
  return `mijote-donnees-${localDateOf(exportedAt)}.json`;
}
