import type { LiveResource } from '@mijote/contracts';

/** One line of a household's recent history: a change, or a mark left when a stream opened. */
type Entry = { id: string; resource: LiveResource | null; at: number };

export type Replay =
  /** Every change after the browser's last event id, oldest first (maybe none). */
  | { kind: 'changes'; changes: { id: string; resource: LiveResource }[] }
  /** The id is unknown here (too old, another instance's mark, a gap): fetch everything. */
  | { kind: 'resync' };

export type RecentChangesOptions = {
  /** Entries kept per household; an older id is answered with a resync. */
  perHousehold?: number;
  /** A household without news for this long is forgotten. */
  ttlMs?: number;
  now?: () => number;
};

/**
 * What each household went through lately, in the order PostgreSQL delivered it (commit order, the
 * same on every instance: an id from the database is found on any of them). A reconnecting
 * browser sends its Last-Event-ID and gets what came after it (docs/decisions/011-live-updates.md).
 */
export function createRecentChanges(options: RecentChangesOptions = {}) {
  const perHousehold = options.perHousehold ?? 64;
  const ttlMs = options.ttlMs ?? 10 * 60_000;
  const now = options.now ?? Date.now;
  const byHousehold = new Map<string, Entry[]>();
  let marks = 0;

  const push = (householdId: string, entry: Entry) => {
    const entries = byHousehold.get(householdId) ?? [];
    entries.push(entry);
    if (entries.length > perHousehold) entries.splice(0, entries.length - perHousehold);
    byHousehold.set(householdId, entries);
  };

  return {
    record(householdId: string, id: string, resource: LiveResource) {
      push(householdId, { id, resource, at: now() });
    },

    /**
     * The id to give a stream opening now: the household's latest entry, or a mark of this
     * instance's own when it has none (so a reconnection here with nothing new replays nothing).
     */
    currentId(householdId: string): string {
      const last = byHousehold.get(householdId)?.at(-1);
      if (last) return last.id;
      marks += 1;
      const id = `m${now().toString(36)}.${marks}`;
      push(householdId, { id, resource: null, at: now() });
      return id;
    },

    since(householdId: string, lastEventId: string): Replay {
      const entries = byHousehold.get(householdId) ?? [];
      const at = entries.findIndex((entry) => entry.id === lastEventId);
      if (at < 0) return { kind: 'resync' };
      return {
        kind: 'changes',
        changes: entries
          .slice(at + 1)
          .flatMap((entry) => (entry.resource ? [{ id: entry.id, resource: entry.resource }] : [])),
      };
    },

    /** The changes recorded in the last `ms`, oldest first. */
    within(householdId: string, ms: number): { id: string; resource: LiveResource }[] {
      const after = now() - ms;
      return (byHousehold.get(householdId) ?? []).flatMap((entry) =>
        entry.resource && entry.at > after ? [{ id: entry.id, resource: entry.resource }] : [],
      );
    },

    /** After a gap in the notifications: nothing here can be trusted to be complete. */
    clear() {
      byHousehold.clear();
    },

    /** Forgets the households quiet for longer than the ttl, except those still `inUse`. */
    prune(inUse: (householdId: string) => boolean) {
      const oldest = now() - ttlMs;
      for (const [householdId, entries] of byHousehold) {
        const last = entries.at(-1);
        if ((!last || last.at < oldest) && !inUse(householdId)) byHousehold.delete(householdId);
      }
    },
  };
}

export type RecentChanges = ReturnType<typeof createRecentChanges>;
