import { STORAGE_KEYS } from '@mijote/contracts';
import { readStorage, writeStorage } from '../../lib/storage';

// The spec's local 'subscription-store' map (lower-cased e-mail → true). A cache only: access is
// always decided by the server (decisions 3 and 7), never by this flag.

type SubscriptionCache = Record<string, boolean>;

function readCache(): SubscriptionCache {
  try {
    const parsed: unknown = JSON.parse(readStorage(STORAGE_KEYS.subscription) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, boolean] => entry[1] === true),
    );
  } catch {
    return {};
  }
}

export function rememberSubscribed(email: string): void {
  writeStorage(
    STORAGE_KEYS.subscription,
    JSON.stringify({ ...readCache(), [email.trim().toLowerCase()]: true }),
  );
}
