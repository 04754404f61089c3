import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';

/** The address as the profile stores it, found whatever its case; undefined when none is. */
export async function findRegisteredEmail(db: Db, email: string): Promise<string | undefined> {
  const [profile] = await db
    .select({ email: profiles.email })
    .from(profiles)
    .where(eq(sql`lower(${profiles.email})`, email.toLowerCase()))
    .limit(1);
  return profile?.email;
}
