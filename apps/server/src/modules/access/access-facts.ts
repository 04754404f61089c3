import type { SubscriptionStatus } from '@mijote/contracts';
import type { Config } from '../../config';
import type { AccessRow } from './access-repo';
import type { AccessFacts } from './access-rules';

export function isComplimentaryEmail(config: Config, email: string): boolean {
  return config.complimentaryEmails.has(email.toLowerCase());
}

/** The facts `nextRouteFor` decides on, from the caller's access row. */
export function accessFactsOf(config: Config, row: AccessRow): AccessFacts {
  return {
    isComplimentary: isComplimentaryEmail(config, row.email),
    hasProfile: row.profileId !== null,
    hasPreferences: row.preferencesUserId !== null,
    latestSubscriptionStatus: row.latestStatus as SubscriptionStatus | null,
    isCoveredByMember: row.coveringMemberId !== null,
    emailVerified: row.emailVerified,
    requireEmailVerification: config.requireEmailVerification,
  };
}
