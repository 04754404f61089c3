import { QueryObserver } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { firstReadsLoader, readFirstInto } from '@/lib/page-first-reads';
import { meQueryKey } from '@/lib/session';
import { createQueryClient } from './providers';

afterEach(() => {
  vi.useRealTimers();
});

it('does not fetch the first page’s reads again as it mounts, seconds after its loader', async () => {
  vi.useFakeTimers();
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, null);
  readFirstInto(queryClient);
  const queryFn = vi.fn(async () => ['lait', 'œufs']);
  const list = { queryKey: ['list'], queryFn };
  await firstReadsLoader([list])();
  expect(queryFn).toHaveBeenCalledTimes(1);

  // A phone at a quarter of a desktop's speed: the page's render and its effects come 5 s later.
  vi.advanceTimersByTime(5_000);
  const observer = new QueryObserver(queryClient, list);
  const unsubscribe = observer.subscribe(() => {});
  await vi.advanceTimersByTimeAsync(0);
  expect(queryFn).toHaveBeenCalledTimes(1);
  expect(observer.getCurrentResult().data).toEqual(['lait', 'œufs']);

  // Marked stale by a change (the live stream, a mutation), it is read again whatever its age.
  await queryClient.invalidateQueries({ queryKey: ['list'] });
  expect(queryFn).toHaveBeenCalledTimes(2);
  unsubscribe();
  queryClient.clear();
});
