import '@/test/cleanup';
import type { LiveEvent } from '@mijote/contracts';
import { QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '@/test/render-app';
import { applyLiveEvent, LIVE_EVENTS_URL, useLiveUpdates } from './live-updates';

/** The browser's EventSource, played by the test: the server's side of the stream. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  emit(event: LiveEvent, id?: string) {
    this.onmessage?.(
      new MessageEvent('message', { data: JSON.stringify(event), lastEventId: id ?? '' }),
    );
  }
  /** The server refused the connection (401, 503…): EventSource gives up. */
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

const KEYS = {
  shopping: ['shopping'],
  planning: ['planning', 'meals', { from: '2026-11-23' }],
  fridge: ['fridge', 'items'],
  stats: ['dashboard', 'stats'],
  favorites: ['favorites'],
  household: ['household'],
  me: ['me'],
} as const;

/** What a resync makes stale: all the household shares, not the personal favourites. */
const HOUSEHOLD_KEYS = ['shopping', 'planning', 'fridge', 'stats', 'household'];

function seededClient() {
  const queryClient = testQueryClient();
  for (const key of Object.values(KEYS)) queryClient.setQueryData(key, { seeded: true });
  return queryClient;
}

const staleKeys = (queryClient: ReturnType<typeof testQueryClient>) =>
  Object.entries(KEYS)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);

describe('applyLiveEvent', () => {
  it('makes stale the changed list and the home, nothing else', () => {
    const queryClient = seededClient();
    applyLiveEvent(queryClient, { type: 'change', resource: 'shopping' });
    expect(staleKeys(queryClient)).toEqual(['shopping', 'stats']);

    const other = seededClient();
    applyLiveEvent(other, { type: 'change', resource: 'fridge' });
    expect(staleKeys(other)).toEqual(['fridge', 'stats']);
  });

  it('makes every household list stale on resync, the personal favourites excepted', () => {
    const queryClient = seededClient();
    applyLiveEvent(queryClient, { type: 'resync' });
    expect(staleKeys(queryClient)).toEqual(HOUSEHOLD_KEYS);
  });

  it('refreshes « Mon foyer » and the session when someone joins or leaves', () => {
    const queryClient = seededClient();
    applyLiveEvent(queryClient, { type: 'change', resource: 'members' });
    expect(staleKeys(queryClient)).toEqual([...HOUSEHOLD_KEYS, 'me']);
  });

  it('leaves alone a list whose change is still travelling (its end refreshes it)', async () => {
    const queryClient = seededClient();
    let finish = () => {};
    const answer = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const travelling = queryClient
      .getMutationCache()
      .build(queryClient, {
        mutationKey: ['shopping', 'change', 'check'],
        mutationFn: () => answer,
      })
      .execute(undefined);
    applyLiveEvent(queryClient, { type: 'change', resource: 'shopping' });
    expect(staleKeys(queryClient)).toEqual(['stats']);
    finish();
    await travelling;
  });

  it('fetches a list again when its first load was already on its way as the change came', async () => {
    // The member opens the list; before its first answer arrives, another member's change is
    // announced. That answer may predate the change: a second fetch must follow it.
    const queryClient = testQueryClient();
    const answers: Array<(rows: string[]) => void> = [];
    const observer = new QueryObserver<string[]>(queryClient, {
      queryKey: KEYS.shopping,
      queryFn: () => new Promise<string[]>((resolve) => answers.push(resolve)),
    });
    const shown: Array<string[] | undefined> = [];
    const unsubscribe = observer.subscribe((result) => shown.push(result.data));
    await vi.waitFor(() => expect(answers).toHaveLength(1));

    applyLiveEvent(queryClient, { type: 'change', resource: 'shopping' });
    answers[0]?.([]);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]?.(['Lait']);
    await vi.waitFor(() => expect(queryClient.getQueryData(KEYS.shopping)).toEqual(['Lait']));
    expect(shown.at(-1)).toEqual(['Lait']);
    unsubscribe();
  });
});

describe('useLiveUpdates', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const mount = (queryClient: ReturnType<typeof testQueryClient>) =>
    renderHook(() => useLiveUpdates(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      ),
    });

  it('invalidates the queries an event names, and everything after a reconnection', () => {
    const queryClient = seededClient();
    const { unmount } = mount(queryClient);
    const [source] = FakeEventSource.opened;
    expect(source?.url).toBe(LIVE_EVENTS_URL);

    act(() => source?.emit({ type: 'ready' }, 'm1'));
    expect(staleKeys(queryClient)).toEqual([]);
    act(() => source?.emit({ type: 'change', resource: 'planning' }, '41'));
    expect(staleKeys(queryClient)).toEqual(['planning', 'stats']);

    // The browser reconnected by itself: its second `ready` means events may have been missed.
    const again = seededClient();
    const second = mount(again);
    const [, other] = FakeEventSource.opened;
    act(() => other?.emit({ type: 'ready' }, 'm2'));
    act(() => other?.emit({ type: 'ready' }, 'm3'));
    expect(staleKeys(again)).toEqual(HOUSEHOLD_KEYS);
    second.unmount();
    unmount();
    expect(source?.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('opens a new stream after a refusal, resuming from the last id', () => {
    const queryClient = seededClient();
    const { unmount } = mount(queryClient);
    const [first] = FakeEventSource.opened;
    act(() => first?.emit({ type: 'change', resource: 'shopping' }, '57'));
    act(() => first?.fail());
    expect(FakeEventSource.opened).toHaveLength(1);
    act(() => vi.advanceTimersByTime(2_000));
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual([
      LIVE_EVENTS_URL,
      `${LIVE_EVENTS_URL}?lastEventId=57`,
    ]);
    unmount();
  });
});
