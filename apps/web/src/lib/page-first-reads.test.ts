import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FirstRead, firstReadsLoader, readFirstInto } from './page-first-reads';
import { meQueryKey } from './session';

afterEach(() => {
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

/** A read answered when `answer` is called, counting its fetches. */
function read(key: string) {
  let answer: (value: string) => void = () => {};
  const queryFn = vi.fn(
    () =>
      new Promise<string>((resolve) => {
        answer = resolve;
      }),
  );
  const first: FirstRead = { queryKey: [key], queryFn };
  return { first, queryFn, answer: (value: string) => answer(value) };
}

/** A client whose session is already known, so that only the page's reads are awaited. */
function client() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(meQueryKey, null);
  readFirstInto(queryClient);
  return queryClient;
}

describe('the first page waits for its first reads', () => {
  it('draws once every read has answered, with the answers in the cache', async () => {
    const queryClient = client();
    const list = read('list');
    const counts = read('counts');
    let isDone = false;
    const loading = firstReadsLoader([list.first, counts.first])().then(() => {
      isDone = true;
    });
    await vi.waitFor(() => expect(counts.queryFn).toHaveBeenCalledTimes(1));
    list.answer('la liste');
    await Promise.resolve();
    expect(isDone).toBe(false);
    counts.answer('3');
    await loading;
    expect(queryClient.getQueryData(['list'])).toBe('la liste');
    expect(queryClient.getQueryData(['counts'])).toBe('3');
  });

  it('reads a read given as a function when the page opens (the planning from today)', async () => {
    const queryClient = client();
    const today = read('today');
    const pick = vi.fn(() => today.first);
    const loading = firstReadsLoader([pick])();
    expect(pick).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(today.queryFn).toHaveBeenCalledTimes(1));
    today.answer('lundi');
    await loading;
    expect(queryClient.getQueryData(['today'])).toBe('lundi');
  });

  it('waits for no read already in the cache, and for none on the pages after the first', async () => {
    const queryClient = client();
    const kept = read('kept');
    queryClient.setQueryData(['kept'], 'gardé');
    await firstReadsLoader([kept.first])();
    expect(kept.queryFn).not.toHaveBeenCalled();

    const next = read('next');
    await firstReadsLoader([next.first])();
    expect(next.queryFn).not.toHaveBeenCalled();
  });

  it('does not wait offline, nor longer than its limit', async () => {
    client();
    onlineManager.setOnline(false);
    const offline = read('offline');
    await firstReadsLoader([offline.first])();
    expect(offline.queryFn).not.toHaveBeenCalled();

    onlineManager.setOnline(true);
    client();
    vi.useFakeTimers();
    const slow = read('slow');
    const loading = firstReadsLoader([slow.first], 2_000)();
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(loading).resolves.toBeNull();
    expect(slow.queryFn).toHaveBeenCalledTimes(1);
  });

  it('settles on a failed read: the page shows the failure through its own query', async () => {
    const queryClient = client();
    const failing: FirstRead = {
      queryKey: ['failing'],
      queryFn: vi.fn(async () => {
        throw new Error('503');
      }),
    };
    await expect(firstReadsLoader([failing])()).resolves.toBeNull();
    expect(failing.queryFn).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(['failing'])?.status).toBe('error');
  });
});
