import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { CloudOff, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { errorCodeOf, errorText } from '@/lib/errors';
import { isOfflineGroup } from '@/lib/offline/offline-cache';
import { setOutboxHandlers, useOutbox } from '@/lib/offline/offline-session';
import type { QueuedEntry } from '@/lib/offline/queued-changes';
import { formatSyncTime } from '@/lib/offline/sync-time';
import { useWaitingUpdate } from '@/lib/offline/update-store';
import { dashboardQueryKey, fridgeQueryKey, shoppingQueryKey } from '@/lib/query-keys';
import { useTranslation } from '@/lib/translation';
import { Button } from './ui/button';
import { useToast } from './ui/toast';

// The dashboard's word on the network (decision 036): offline, since when the data dates; how
// many changes wait to be sent; and, for a change the server refused on its way out, why it was
// dropped. It also refreshes the lists once the queue is empty.

function subscribeToNetwork(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has a network. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribeToNetwork, () => navigator.onLine !== false);
}

/** The last time the household's data on screen was read from the server. */
function useLastSync(): number | undefined {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  return useSyncExternalStore(
    (onChange) => cache.subscribe(onChange),
    () => {
      let latest = 0;
      for (const query of cache.getAll()) {
        if (query.queryKey[0] === 'me' || !isOfflineGroup(query)) continue;
        latest = Math.max(latest, query.state.dataUpdatedAt);
      }
      return latest || undefined;
    },
  );
}

const STALE_AFTER_CHANGE: Record<QueuedEntry['kind'], QueryKey> = {
  'shopping.add': shoppingQueryKey,
  'shopping.check': shoppingQueryKey,
  'shopping.remove': shoppingQueryKey,
  'fridge.add': fridgeQueryKey,
  'fridge.remove': fridgeQueryKey,
};

/** Says why a change was dropped, and refreshes what the sent changes made stale. */
function useOutboxMessages(entries: readonly QueuedEntry[]): void {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const queryClient = useQueryClient();
  const stale = useRef(new Set<QueryKey>());

  useEffect(
    () =>
      setOutboxHandlers({
        onApplied: (entry) => stale.current.add(STALE_AFTER_CHANGE[entry.kind]),
        onRefused: (entry, error) => {
          stale.current.add(STALE_AFTER_CHANGE[entry.kind]);
          const code = errorCodeOf(error);
          const reason =
            code === 'NOT_FOUND' || code === 'SUBSCRIPTION_REQUIRED'
              ? t(`offline.refused.${code}`)
              : t('offline.refused.other', { reason: errorText(t, code) });
          showToast({
            title: t('offline.refused.title'),
            description: t('offline.refused.text', { label: entry.label, reason }),
            duration: 8000,
          });
        },
      }),
    [t, showToast],
  );

  // The queue sent everything: the lists as the server now has them (the aisles of new rows).
  const isEmpty = entries.length === 0;
  useEffect(() => {
    if (!isEmpty || stale.current.size === 0) return;
    const keys = [...stale.current, dashboardQueryKey];
    stale.current.clear();
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  }, [isEmpty, queryClient]);
}

/** « Nouvelle version disponible », and the reload onto it on the user's tap. */
function UpdatePrompt() {
  const { t } = useTranslation();
  const update = useWaitingUpdate();
  if (!update) return null;
  return (
    <div role="status" className="border-b border-line bg-surface px-4 py-2 text-sm sm:px-6">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-3 gap-y-1">
        <p>
          <span className="font-semibold">{t('offline.update.title')}</span>
          {' · '}
          {t('offline.update.text')}
        </p>
        <Button size="sm" variant="secondary" onClick={update}>
          {t('offline.update.action')}
        </Button>
      </div>
    </div>
  );
}

export function OfflineStatus() {
  return (
    <>
      <UpdatePrompt />
      <NetworkStatus />
    </>
  );
}

function NetworkStatus() {
  const { t } = useTranslation();
  const isOnline = useIsOnline();
  const { entries, status } = useOutbox();
  const lastSync = useLastSync();
  useOutboxMessages(entries);

  const count = entries.length;
  if (isOnline && count === 0) return null;
  const isUnreachable = isOnline && status === 'waiting';

  const icon = isOnline ? (
    <RefreshCw
      className={`size-4 shrink-0 ${status === 'sending' ? 'motion-safe:animate-spin' : ''}`}
      aria-hidden="true"
    />
  ) : (
    <CloudOff className="size-4 shrink-0" aria-hidden="true" />
  );
  const pending =
    count > 0 ? <span data-testid="pending-changes">{t('offline.pending', { count })}</span> : null;

  return (
    <div
      role="status"
      className="border-b border-line bg-surface-muted px-4 py-2 text-sm text-fg sm:px-6"
    >
      <p className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-3 gap-y-0.5">
        <span className="inline-flex items-center gap-2 font-semibold">
          {icon}
          {isOnline ? pending : t('offline.title')}
        </span>
        {isOnline ? null : (
          <>
            {lastSync ? (
              <span>{t('offline.since', { when: formatSyncTime(t, lastSync) })}</span>
            ) : null}
            {pending}
          </>
        )}
        {isOnline && status === 'sending' ? <span>{t('offline.sending')}</span> : null}
        {isUnreachable ? <span className="text-muted-fg">{t('offline.unreachable')}</span> : null}
      </p>
    </div>
  );
}
