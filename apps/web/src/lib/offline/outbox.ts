import { ApiError } from '../http';
import {
  type QueuedChange,
  type QueuedEntry,
  type QueuedKind,
  type QueuedResult,
  readFailure,
} from './queued-changes';

// The offline queue (decision 036): every change of the list, and the fridge's additions and
// deletions, go through it — online too, so that their order is one. A change is written to
// storage before anything else, shown at once by the screens (their pending overlay), then sent
// in order, one at a time, each under its own Idempotency-Key. When the network or the server is
// out of reach, the queue waits and tries again; a change the server refuses is dropped alone,
// with a message, and the next one is sent.

/** Where the queue lives: IndexedDB per user in the app (offline-storage.ts), memory in tests. */
export type OutboxStorage = {
  read(): Promise<QueuedEntry[]>;
  /** Changes the stored entries in one step (one IndexedDB transaction). */
  update(change: (entries: QueuedEntry[]) => QueuedEntry[]): Promise<void>;
};

export type OutboxStatus = 'idle' | 'sending' | 'waiting';
export type OutboxSnapshot = { entries: readonly QueuedEntry[]; status: OutboxStatus };

/** Applied (with the server's answer), or kept in the queue until the server can be reached. */
export type QueueOutcome<K extends QueuedKind = QueuedKind> =
  | { status: 'applied'; result: QueuedResult[K] }
  | { status: 'waiting' };

export type OutboxDeps = {
  storage: OutboxStorage;
  send: (entry: QueuedEntry) => Promise<unknown>;
  isOnline: () => boolean;
  /** A change the server applied, whoever queued it (this page or one before a reload). */
  onApplied?: (entry: QueuedEntry, result: unknown) => void;
  /** A change the server refused: dropped from the queue, to be said to the user. */
  onRefused?: (entry: QueuedEntry, error: unknown) => void;
  /** Runs the sending alone among the user's tabs (Web Locks in the app). */
  exclusive?: (run: () => Promise<void>) => Promise<void>;
  /** Tells the user's other tabs that the queue changed. */
  announce?: () => void;
  newKey?: () => string;
  now?: () => Date;
  /** Waits between attempts while the server is out of reach, the last one repeated. */
  retryDelaysMs?: readonly number[];
};

const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;
/** Beyond this many waiting changes, a new one is refused: the queue is not a second database. */
export const OUTBOX_MAX_ENTRIES = 500;

/**
 * An empty queue at rest: one object for every queue, so that a page whose queue stays empty is
 * not drawn again when the queue is read from storage or replaced by the signed-in user's.
 */
const EMPTY_AT_REST: OutboxSnapshot = { entries: [], status: 'idle' };

/** Whether two readings of the queue hold the same changes (a change never changes once queued). */
function sameEntries(a: readonly QueuedEntry[], b: readonly QueuedEntry[]): boolean {
  return a.length === b.length && a.every((entry, index) => entry.key === b[index]?.key);
}

type Waiter = { resolve: (outcome: QueueOutcome) => void; reject: (error: unknown) => void };

export class Outbox {
  private snapshot: OutboxSnapshot = EMPTY_AT_REST;
  private readonly listeners = new Set<() => void>();
  private readonly waiters = new Map<string, Waiter>();
  private draining = false;
  private drainAgain = false;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  /** Changes being stored by queue(), not yet in the snapshot. */
  private storing = 0;

  constructor(private readonly deps: OutboxDeps) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): OutboxSnapshot => this.snapshot;

  /** Reads what storage holds (at start, and when another tab changed it). */
  async load(): Promise<void> {
    this.publish({ entries: await this.deps.storage.read() });
  }

  /**
   * Queues `change` (stored first: a reload or a closed browser keeps it) and sends what waits.
   * Resolves once the server applied it, or as soon as the queue has to wait for the network;
   * rejects with the server's refusal.
   */
  async queue<C extends QueuedChange>(change: C, label: string): Promise<QueueOutcome<C['kind']>> {
    const entry = {
      ...change,
      key: this.deps.newKey?.() ?? crypto.randomUUID(),
      label,
      queuedAt: (this.deps.now?.() ?? new Date()).toISOString(),
    } as QueuedEntry;
    let isFull = false;
    this.storing += 1;
    try {
      await this.deps.storage.update((entries) => {
        isFull = entries.length >= OUTBOX_MAX_ENTRIES;
        return isFull ? entries : [...entries, entry];
      });
    } finally {
      this.storing -= 1;
    }
    if (isFull) {
      // Nothing changed, but settled() waits for the end of the storing to look again.
      this.tell();
      throw new ApiError(0, 'OUTBOX_FULL');
    }
    this.publish({ entries: [...this.snapshot.entries, entry] });
    this.deps.announce?.();
    const outcome = new Promise<QueueOutcome>((resolve, reject) => {
      this.waiters.set(entry.key, { resolve, reject });
    });
    void this.drain();
    return outcome as Promise<QueueOutcome<C['kind']>>;
  }

  /** Sends every waiting change in order; called again by the network's return and the timer. */
  async drain(): Promise<void> {
    if (this.stopped) return;
    if (this.draining) {
      this.drainAgain = true;
      return;
    }
    this.draining = true;
    clearTimeout(this.retryTimer);
    try {
      do {
        this.drainAgain = false;
        const run = () => this.sendInOrder();
        await (this.deps.exclusive ? this.deps.exclusive(run) : run());
      } while (this.drainAgain && !this.stopped);
    } finally {
      this.draining = false;
    }
  }

  /**
   * Resolves once every change queued so far has been answered: true when the queue is empty,
   * false when it has to wait for the network. A change of the whole list (« Supprimer cochés »)
   * waits for it, so that it never overtakes a tick sent just before.
   */
  settled(): Promise<boolean> {
    return new Promise((resolve) => {
      const check = () => {
        const { entries, status } = this.snapshot;
        if (this.storing > 0 && !this.stopped) return false;
        if (entries.length === 0 && status !== 'sending') resolve(true);
        else if (status === 'waiting' || this.stopped) resolve(false);
        else return false;
        unsubscribe();
        return true;
      };
      const unsubscribe = this.subscribe(() => void check());
      if (!check()) void this.drain();
    });
  }

  /** Stops sending (sign-out, another user): the stored changes stay for their user. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.releaseWaiters();
  }

  private async sendInOrder(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      // Read afresh: another tab may have sent or queued changes meanwhile.
      const entries = await this.deps.storage.read();
      this.publish({ entries });
      this.releaseWaiters(new Set(entries.map((entry) => entry.key)));
      const [entry] = entries;
      if (!entry) {
        this.attempt = 0;
        this.publish({ status: 'idle' });
        return;
      }
      if (!this.deps.isOnline()) {
        this.waitForNetwork(false);
        return;
      }
      this.publish({ status: 'sending' });
      try {
        const result = await this.deps.send(entry);
        await this.forget(entry);
        this.attempt = 0;
        this.waiters.get(entry.key)?.resolve({ status: 'applied', result } as QueueOutcome);
        this.waiters.delete(entry.key);
        this.deps.onApplied?.(entry, result);
      } catch (error) {
        const failure = readFailure(error);
        if (failure !== 'refused') {
          this.waitForNetwork(failure === 'retry');
          return;
        }
        await this.forget(entry);
        const waiter = this.waiters.get(entry.key);
        this.waiters.delete(entry.key);
        // The page that made the change says why itself; one made before a reload is said here.
        if (waiter) waiter.reject(error);
        else this.deps.onRefused?.(entry, error);
      }
    }
  }

  private async forget(entry: QueuedEntry): Promise<void> {
    await this.deps.storage.update((entries) => entries.filter((e) => e.key !== entry.key));
    this.publish({ entries: this.snapshot.entries.filter((e) => e.key !== entry.key) });
    this.deps.announce?.();
  }

  /** The changes stay queued; the pages that made them stop waiting for an answer. */
  private waitForNetwork(retry: boolean): void {
    this.publish({ status: 'waiting' });
    this.releaseWaiters();
    if (!retry || this.stopped) return;
    const delays = this.deps.retryDelaysMs ?? RETRY_DELAYS_MS;
    const delay = delays[Math.min(this.attempt, delays.length - 1)] ?? 30_000;
    this.attempt += 1;
    this.retryTimer = setTimeout(() => void this.drain(), delay);
  }

  /** Resolves as waiting every waiter whose change is not in `keep`. */
  private releaseWaiters(keep: ReadonlySet<string> = new Set()): void {
    for (const [key, waiter] of this.waiters) {
      if (keep.has(key)) continue;
      waiter.resolve({ status: 'waiting' });
      this.waiters.delete(key);
    }
  }

  /** Tells the listeners, only when the queue or its status did change. */
  private publish(change: Partial<OutboxSnapshot>): void {
    const next = { ...this.snapshot, ...change };
    if (next.status === this.snapshot.status && sameEntries(next.entries, this.snapshot.entries)) {
      return;
    }
    this.snapshot = next.entries.length === 0 && next.status === 'idle' ? EMPTY_AT_REST : next;
    this.tell();
  }

  private tell(): void {
    for (const listener of this.listeners) listener();
  }
}

/** Memory storage: the queue of a page that has no user yet, and of tests. */
export function memoryStorage(initial: QueuedEntry[] = []): OutboxStorage {
  let entries = [...initial];
  return {
    read: async () => [...entries],
    update: async (change) => {
      entries = change([...entries]);
    },
  };
}
