import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http';
import { memoryStorage, OUTBOX_MAX_ENTRIES, Outbox, type OutboxDeps } from './outbox';
import type { QueuedChange, QueuedEntry } from './queued-changes';

afterEach(() => {
  vi.useRealTimers();
});

const tick = (itemId: string, checked = true): QueuedChange => ({
  kind: 'shopping.check',
  input: { itemIds: [itemId], checked },
});
const add = (id: string, name: string): QueuedChange => ({
  kind: 'shopping.add',
  input: { id, name, quantity: '1', unit: 'unité' },
});

/** A server that answers each send with the next of `answers` (a value, or an error to throw). */
function server(answers: unknown[] = []) {
  const sent: QueuedEntry[] = [];
  const send = vi.fn(async (entry: QueuedEntry) => {
    sent.push(entry);
    const answer = answers.length > 0 ? answers.shift() : { ok: entry.key };
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { sent, send };
}

function outboxWith(deps: Partial<OutboxDeps> & Pick<OutboxDeps, 'send'>) {
  let online = true;
  let n = 0;
  const storage = deps.storage ?? memoryStorage();
  const outbox = new Outbox({
    storage,
    isOnline: () => online,
    newKey: () => `key-${String(++n).padStart(16, '0')}`,
    retryDelaysMs: [1_000, 5_000],
    ...deps,
  });
  return {
    outbox,
    storage,
    setOnline: (value: boolean) => {
      online = value;
    },
  };
}

describe('the offline queue', () => {
  it('sends changes in the order they were made, each under its own key, and answers each caller', async () => {
    const { sent, send } = server();
    const { outbox } = outboxWith({ send });
    const [first, second] = await Promise.all([
      outbox.queue(add('a', 'Lait'), 'Lait'),
      outbox.queue(tick('a'), 'Lait'),
    ]);
    expect(sent.map((entry) => [entry.kind, entry.key])).toEqual([
      ['shopping.add', 'key-0000000000000001'],
      ['shopping.check', 'key-0000000000000002'],
    ]);
    expect(first).toEqual({ status: 'applied', result: { ok: 'key-0000000000000001' } });
    expect(second.status).toBe('applied');
    expect(outbox.getSnapshot()).toEqual({ entries: [], status: 'idle' });
  });

  it('settles once every change queued so far is answered, and says when they wait instead', async () => {
    let answer: (value: unknown) => void = () => {};
    const sent: string[] = [];
    const send = vi.fn(
      (entry: QueuedEntry) =>
        new Promise((resolve) => {
          sent.push(entry.label);
          answer = resolve;
        }),
    );
    const { outbox, setOnline } = outboxWith({ send });
    expect(await outbox.settled()).toBe(true);
    void outbox.queue(tick('a', false), 'Lait');
    let isSettled: boolean | undefined;
    const settled = outbox.settled().then((value) => {
      isSettled = value;
    });
    await vi.waitFor(() => expect(sent).toEqual(['Lait']));
    // The untick is on its way: whatever acts on the whole list waits for its answer.
    expect(isSettled).toBeUndefined();
    answer({ ok: true });
    await settled;
    expect(isSettled).toBe(true);

    setOnline(false);
    void outbox.queue(tick('b'), 'Pain');
    expect(await outbox.settled()).toBe(false);
  });

  it('offline, keeps the changes stored and says they wait, then sends them once when the network is back', async () => {
    const { sent, send } = server();
    const { outbox, storage, setOnline } = outboxWith({ send });
    setOnline(false);
    expect(await outbox.queue(tick('a'), 'Lait')).toEqual({ status: 'waiting' });
    expect(await outbox.queue(add('b', 'Pain'), 'Pain')).toEqual({ status: 'waiting' });
    expect(sent).toEqual([]);
    expect(outbox.getSnapshot().status).toBe('waiting');
    expect((await storage.read()).map((entry) => entry.label)).toEqual(['Lait', 'Pain']);

    setOnline(true);
    await outbox.drain();
    expect(sent.map((entry) => entry.label)).toEqual(['Lait', 'Pain']);
    expect(await storage.read()).toEqual([]);
    await outbox.drain();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('tells its listeners only of a change: an empty queue read again or replaced draws nothing', async () => {
    const { send } = server();
    const { outbox, storage } = outboxWith({ send });
    const other = outboxWith({ send }).outbox;
    // Two empty queues at rest show the same snapshot: replacing one by the other is no change.
    expect(other.getSnapshot()).toBe(outbox.getSnapshot());
    const heard = vi.fn();
    outbox.subscribe(heard);
    await outbox.load();
    await outbox.drain();
    expect(heard).not.toHaveBeenCalled();

    await storage.update(() => [
      { ...add('a', 'Lait'), key: 'k1', label: 'Lait', queuedAt: '' } as QueuedEntry,
    ]);
    await outbox.load();
    expect(heard).toHaveBeenCalledTimes(1);
    const loaded = outbox.getSnapshot();
    await outbox.load();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(outbox.getSnapshot()).toBe(loaded);
  });

  it('a queue read back after a reload sends what the page before it left', async () => {
    const storage = memoryStorage();
    const before = outboxWith({ send: server().send, storage });
    before.setOnline(false);
    await before.outbox.queue(tick('a'), 'Lait');
    before.outbox.stop();

    const { sent, send } = server();
    const applied = vi.fn();
    const after = outboxWith({ send, storage, onApplied: applied });
    await after.outbox.load();
    expect(after.outbox.getSnapshot().entries.map((entry) => entry.label)).toEqual(['Lait']);
    await after.outbox.drain();
    expect(sent.map((entry) => entry.key)).toEqual(['key-0000000000000001']);
    expect(applied).toHaveBeenCalledOnce();
  });

  it('after a 503 or a lost answer, sends the same change again under the same key, later', async () => {
    vi.useFakeTimers();
    const { sent, send } = server([
      new ApiError(503, 'SERVICE_UNAVAILABLE'),
      new ApiError(0, 'NETWORK'),
      { done: true },
    ]);
    const { outbox } = outboxWith({ send });
    expect(await outbox.queue(tick('a'), 'Lait')).toEqual({ status: 'waiting' });
    expect(outbox.getSnapshot()).toMatchObject({ status: 'waiting', entries: [{ label: 'Lait' }] });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((entry) => entry.key))).toEqual(new Set(['key-0000000000000001']));
    expect(outbox.getSnapshot()).toEqual({ entries: [], status: 'idle' });
  });

  it('drops a refused change alone, says it, and sends the next', async () => {
    const refused = vi.fn();
    const { sent, send } = server([new ApiError(404, 'NOT_FOUND'), { ok: true }]);
    const storage = memoryStorage();
    const { outbox, setOnline } = outboxWith({ send, storage, onRefused: refused });
    setOnline(false);
    await outbox.queue(tick('gone'), 'Yaourts');
    await outbox.queue(add('b', 'Pain'), 'Pain');
    setOnline(true);
    await outbox.drain();
    expect(sent.map((entry) => entry.label)).toEqual(['Yaourts', 'Pain']);
    expect(refused).toHaveBeenCalledOnce();
    expect(refused.mock.calls[0]?.[0]).toMatchObject({ label: 'Yaourts' });
    expect(await storage.read()).toEqual([]);
  });

  it('gives a refusal to the page that is waiting for it', async () => {
    const refused = vi.fn();
    const { send } = server([new ApiError(402, 'SUBSCRIPTION_REQUIRED')]);
    const { outbox } = outboxWith({ send, onRefused: refused });
    await expect(outbox.queue(tick('a'), 'Lait')).rejects.toMatchObject({
      code: 'SUBSCRIPTION_REQUIRED',
    });
    expect(refused).not.toHaveBeenCalled();
    expect(outbox.getSnapshot().entries).toEqual([]);
  });

  it('drops a change the server failed on (500) rather than retry it for ever', async () => {
    const { sent, send } = server([new ApiError(500, 'INTERNAL'), { ok: true }]);
    const { outbox } = outboxWith({ send });
    await expect(outbox.queue(tick('a'), 'Lait')).rejects.toBeInstanceOf(ApiError);
    expect((await outbox.queue(tick('b'), 'Pain')).status).toBe('applied');
    expect(sent).toHaveLength(2);
  });

  it('stops at a lost session and keeps every change for when the user signs in again', async () => {
    vi.useFakeTimers();
    const { sent, send } = server([new ApiError(401, 'UNAUTHENTICATED')]);
    const { outbox, storage } = outboxWith({ send });
    expect(await outbox.queue(tick('a'), 'Lait')).toEqual({ status: 'waiting' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(1);
    expect(await storage.read()).toHaveLength(1);
  });

  it('with another tab sending the same stored queue, each change goes once', async () => {
    const storage = memoryStorage();
    const { sent, send } = server();
    let queueLock = Promise.resolve();
    const exclusive = (run: () => Promise<void>) => {
      const turn = queueLock.then(run);
      queueLock = turn.catch(() => undefined);
      return turn;
    };
    const one = outboxWith({ send, storage, exclusive });
    const two = outboxWith({ send, storage, exclusive });
    one.setOnline(false);
    await one.outbox.queue(tick('a'), 'Lait');
    await one.outbox.queue(tick('b'), 'Pain');
    one.setOnline(true);
    await Promise.all([one.outbox.drain(), two.outbox.drain()]);
    expect(sent.map((entry) => entry.label)).toEqual(['Lait', 'Pain']);
  });

  it('refuses a change past its bound, in French, and keeps the others', async () => {
    const entries = Array.from(
      { length: OUTBOX_MAX_ENTRIES },
      (_, i) =>
        ({ ...tick(`i${i}`), key: `k${i}`, label: 'x', queuedAt: '' }) as unknown as QueuedEntry,
    );
    const { outbox, setOnline } = outboxWith({
      send: server().send,
      storage: memoryStorage(entries),
    });
    setOnline(false);
    await expect(outbox.queue(tick('z'), 'Lait')).rejects.toMatchObject({ code: 'OUTBOX_FULL' });
  });
});
