import {
  LIVE_RETRY_MS,
  type LiveEvent,
  type LiveResource,
  liveApi,
  liveEventSchema,
} from '@mijote/contracts';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpointUrl } from './api';
import {
  dashboardQueryKey,
  fridgeQueryKey,
  householdQueryKeys,
  ownRecipesQueryKey,
  planningQueryKey,
  shoppingQueryKey,
} from './query-keys';
import { meQueryKey } from './session';

// Live updates (docs/decisions/011-live-updates.md): the household's changes,
// made by any member on any device, refresh the open screens within a second.

export const LIVE_EVENTS_URL = endpointUrl(liveApi.events);

/** The queries a change of each resource makes stale; the home counts all of them. */
const STALE_AFTER: Record<LiveResource, readonly QueryKey[]> = {
  planning: [planningQueryKey, dashboardQueryKey],
  shopping: [shoppingQueryKey, dashboardQueryKey],
  fridge: [fridgeQueryKey, dashboardQueryKey],
  ownRecipes: [ownRecipesQueryKey],
  // Someone joined or left: what the household sees may differ in every list, « Mon foyer »
  // lists other people, and who pays (or whether a removed member still has access) changed.
  members: [...householdQueryKeys, meQueryKey],
};

/**
 * Marks stale what `event` names. A list the user is changing right now is left alone: an
 * optimistic tick must not be undone by the echo of a change still travelling (the user's own,
 * or anyone's), and the last of the user's changes fetches the list again when it ends
 * (`refreshAfterChange` for the shopping list; the planning and fridge mutations invalidate on
 * success).
 */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  if (event.type === 'ready') return;
  const keys = event.type === 'change' ? STALE_AFTER[event.resource] : householdQueryKeys;
  for (const queryKey of keys) {
    if (queryClient.isMutating({ mutationKey: queryKey }) > 0) continue;
    // A list's first load still on its way may have been answered before this change, and
    // TanStack Query joins it instead of fetching again (it only restarts a fetch that has data
    // to fall back on): those lists fetch once more after it.
    const firstLoads = queryClient.getQueryCache().findAll({
      queryKey,
      fetchStatus: 'fetching',
      predicate: (query) => query.state.data === undefined,
    });
    void queryClient.invalidateQueries({ queryKey }).then(() => {
      for (const query of firstLoads) {
        void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
      }
    });
  }
}

/** After a refused connection (401, 402, 429, 503), EventSource gives up: we try again. */
const REOPEN_MS = { first: LIVE_RETRY_MS, max: 60_000 } as const;

/**
 * One EventSource for the dashboard's lifetime. The browser reconnects by itself after a cut
 * (sending Last-Event-ID); after any reconnection everything of the household is fetched again,
 * since what the server replays is only what this instance still remembers.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let lastEventId: string | undefined;
    let hasBeenReady = false;
    let reopenDelay: number = REOPEN_MS.first;
    let reopen: ReturnType<typeof setTimeout> | undefined;

    const open = () => {
      const opened = new EventSource(endpointUrl(liveApi.events, { query: { lastEventId } }));
      source = opened;
      opened.onmessage = (message: MessageEvent<string>) => {
        if (message.lastEventId) lastEventId = message.lastEventId;
        const parsed = liveEventSchema.safeParse(safeJson(message.data));
        if (!parsed.success) return;
        if (parsed.data.type === 'ready') {
          reopenDelay = REOPEN_MS.first;
          if (hasBeenReady) applyLiveEvent(queryClient, { type: 'resync' });
          hasBeenReady = true;
          return;
        }
        applyLiveEvent(queryClient, parsed.data);
      };
      opened.onerror = () => {
        // CONNECTING: the browser retries by itself after the stream's `retry:`.
        if (opened.readyState !== EventSource.CLOSED) return;
        opened.close();
        reopen = setTimeout(open, reopenDelay);
        reopenDelay = Math.min(reopenDelay * 2, REOPEN_MS.max);
      };
    };

    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
    };
  }, [queryClient]);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
