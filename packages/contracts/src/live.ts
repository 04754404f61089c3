import { z } from 'zod';

// Live updates of a household's screens (docs/decisions/011-live-updates.md):
// GET /api/household/events is a text/event-stream; each event says what to fetch again, never
// the data itself, so nothing leaves that the data routes would not answer.

/** What a change touched: the web maps each one to the TanStack Query keys to refresh. */
export const LIVE_RESOURCES = ['planning', 'shopping', 'fridge', 'members', 'ownRecipes'] as const;
export type LiveResource = (typeof LIVE_RESOURCES)[number];

export const liveEventSchema = z.discriminatedUnion('type', [
  /** The stream is open; the household's changes follow. */
  z.object({ type: z.literal('ready') }),
  /** Someone of the household changed `resource` (the caller included). */
  z.object({ type: z.literal('change'), resource: z.enum(LIVE_RESOURCES) }),
  /** Changes may have been missed (a reconnection the server cannot replay): fetch everything. */
  z.object({ type: z.literal('resync') }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** How long the browser waits before it reconnects (the stream's `retry:` line). */
export const LIVE_RETRY_MS = 2_000;
