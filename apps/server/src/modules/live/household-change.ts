import { LIVE_RESOURCES } from '@mijote/contracts';
import { z } from 'zod';

/** The channel the database triggers notify on (migration 0009_live_household_events). */
export const HOUSEHOLD_CHANGES_CHANNEL = 'household_changes';

const householdChangeSchema = z.object({
  householdId: z.uuid(),
  resource: z.enum(LIVE_RESOURCES),
  sequence: z.number().int().positive(),
});
export type HouseholdChange = z.infer<typeof householdChangeSchema>;

/** A notification's payload, or null when it is not ours (a hand-typed NOTIFY, a future shape). */
export function parseHouseholdChange(payload: string): HouseholdChange | null {
  try {
    const parsed = householdChangeSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
