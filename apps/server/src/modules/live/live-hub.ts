import type { LiveEvent } from '@mijote/contracts';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { StopListening } from '../../db/notification-listener';
import {
  HOUSEHOLD_CHANGES_CHANNEL,
  type HouseholdChange,
  parseHouseholdChange,
} from './household-change';
import { listHouseholdMemberIds } from './live-repo';
import { createRecentChanges, type Replay } from './recent-changes';

/** One open stream, as the route hands it to the hub. */
export type LiveSubscriber = {
  userId: string;
  householdId: string;
  send(event: LiveEvent, id?: string): void;
  /**
   * Ends the stream: the member left the household, or the server is stopping — then with
   * `retryMs`, the delay after which the browser reconnects (to another instance).
   */
  close(retryMs?: number): void;
};

/** Streams one user may hold at once (tabs, devices); a new one past it closes the oldest. */
const MAX_STREAMS_PER_USER = 8;
const PRUNE_EVERY_MS = 60_000;
/** When an instance stops, its streams' browsers come back after 0.5 to 1.5 s. */
export const SHUTDOWN_RETRY_MS = { min: 500, spread: 1_000 } as const;

/**
 * The household event bus of one server instance (docs/decisions/011-live-updates.md). The
 * database triggers notify every committed change; this instance listens once and hands each
 * change to the streams of that household opened here, after checking that their users still
 * belong to it. The same whether the notifications come from the embedded PGlite or from
 * PostgreSQL's LISTEN (where a change made through another instance arrives as well).
 */
export async function openLiveHub(
  database: Database,
  logger: Logger,
  options: { catchUpMs: number },
) {
  const subscribers = new Map<string, Set<LiveSubscriber>>();
  const recent = createRecentChanges();
  // One household's deliveries run one after the other, in commit order.
  const queues = new Map<string, Promise<void>>();

  const deliver = async (change: HouseholdChange) => {
    const streams = subscribers.get(change.householdId);
    if (!streams || streams.size === 0) return;
    let members: Set<string>;
    try {
      members = await listHouseholdMemberIds(database.db, change.householdId);
    } catch (error) {
      // Unsure who may still listen: end these streams; the browser reconnects (the access
      // check runs again) and its Last-Event-ID replays what it missed.
      logger.warn({ err: error }, 'live updates: membership check failed');
      for (const stream of [...streams]) stream.close();
      return;
    }
    for (const stream of [...streams]) {
      if (members.has(stream.userId)) {
        stream.send({ type: 'change', resource: change.resource }, String(change.sequence));
      } else {
        stream.close();
      }
    }
  };

  const enqueue = (change: HouseholdChange) => {
    const previous = queues.get(change.householdId) ?? Promise.resolve();
    const next = previous.then(() => deliver(change));
    queues.set(change.householdId, next);
    void next.finally(() => {
      if (queues.get(change.householdId) === next) queues.delete(change.householdId);
    });
  };

  let listening = true;
  const stopListening: StopListening = await database.listen(HOUSEHOLD_CHANGES_CHANNEL, {
    onLink(connected) {
      listening = connected;
    },
    onNotification(payload) {
      const change = parseHouseholdChange(payload);
      if (!change) return;
      recent.record(change.householdId, String(change.sequence), change.resource);
      enqueue(change);
    },
    onGap() {
      // Changes were notified while the link was down: every open screen fetches again.
      recent.clear();
      for (const streams of subscribers.values()) {
        for (const stream of streams) stream.send({ type: 'resync' });
      }
    },
  });

  const pruning = setInterval(
    () => recent.prune((householdId) => (subscribers.get(householdId)?.size ?? 0) > 0),
    PRUNE_EVERY_MS,
  );
  pruning.unref();

  const streamsOf = (userId: string) =>
    [...subscribers.values()].flatMap((streams) =>
      [...streams].filter((stream) => stream.userId === userId),
    );

  return {
    /** The LISTEN link is up: changes of other instances reach this one's streams. */
    isListening: () => listening,
    /**
     * Opens `stream` to its household's changes: first what it missed since `lastEventId` (or
     * `resync` when that is unknown here), then `ready` with the id to resume from. Synchronous,
     * so no change can fall between the replay and the subscription.
     *
     * A first stream (no id) gets the changes of the last `catchUpMs`: the screen opening with it
     * read its lists a moment before this subscription, and a change committed in between would
     * otherwise reach it only with the next one. At worst a list is fetched once more.
     */
    subscribe(stream: LiveSubscriber, lastEventId: string | undefined): () => void {
      const own = streamsOf(stream.userId);
      if (own.length >= MAX_STREAMS_PER_USER) own[0]?.close();
      const replay: Replay = lastEventId
        ? recent.since(stream.householdId, lastEventId)
        : { kind: 'changes', changes: recent.within(stream.householdId, options.catchUpMs) };
      if (replay.kind === 'resync') stream.send({ type: 'resync' });
      for (const change of replay.kind === 'changes' ? replay.changes : []) {
        stream.send({ type: 'change', resource: change.resource }, change.id);
      }
      stream.send({ type: 'ready' }, recent.currentId(stream.householdId));
      const streams = subscribers.get(stream.householdId) ?? new Set();
      streams.add(stream);
      subscribers.set(stream.householdId, streams);
      return () => {
        streams.delete(stream);
        if (streams.size === 0 && subscribers.get(stream.householdId) === streams) {
          subscribers.delete(stream.householdId);
        }
      };
    },

    /** Streams open on this instance (the benchmark and the logs read it). */
    countStreams(): number {
      let count = 0;
      for (const streams of subscribers.values()) count += streams.size;
      return count;
    },

    /**
     * Before the server stops: each stream ends with a retry hint, so its browser reconnects to
     * another instance within a second or so — spread out, not every browser at the same instant.
     */
    closeStreams(random: () => number = Math.random) {
      for (const streams of [...subscribers.values()]) {
        for (const stream of [...streams])
          stream.close(SHUTDOWN_RETRY_MS.min + random() * SHUTDOWN_RETRY_MS.spread);
      }
    },

    async close() {
      clearInterval(pruning);
      await stopListening();
      await Promise.allSettled([...queues.values()]);
    },
  };
}

export type LiveHub = Awaited<ReturnType<typeof openLiveHub>>;
