import pg from 'pg';
import type { Logger } from 'pino';
import { POSTGRES_TIMEOUTS } from './postgres-pool';

/** What a `LISTEN` hands over (docs/decisions/011-live-updates.md). */
export type NotificationHandlers = {
  /** One `NOTIFY` payload of the channel, in commit order. */
  onNotification(payload: string): void;
  /** The link was lost and is back: what was notified meanwhile is gone for good. */
  onGap(): void;
  /** The LISTEN link went down (false) or came back (true): the instance's readiness. */
  onLink?(connected: boolean): void;
};

export type StopListening = () => Promise<void>;

const RECONNECT_MS = { first: 250, max: 5_000 } as const;
/** A LISTEN connection never speaks on its own: a ping notices a link that died silently. */
const PING_MS = 15_000;

/**
 * `LISTEN channel` on a dedicated node-postgres client (a pooled connection would be handed to
 * queries and lose its LISTEN). It reconnects on its own after a restart of PostgreSQL or a cut
 * link, 250 ms then doubling up to 5 s, and reports the gap. `channel` is one of our constants,
 * never user input (LISTEN takes an identifier, not a parameter).
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
  logger?: Logger,
): Promise<StopListening> {
  let current: pg.Client | undefined;
  let stopped = false;
  let delay: number = RECONNECT_MS.first;
  let retry: NodeJS.Timeout | undefined;

  const open = async (): Promise<pg.Client> => {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
      query_timeout: POSTGRES_TIMEOUTS.queryMs,
      keepAlive: true,
    });
    let isLost = false;
    const lose = (error?: Error) => {
      if (isLost) return;
      isLost = true;
      clearInterval(ping);
      if (error) logger?.warn({ err: error }, 'live updates: LISTEN connection lost');
      client.end().catch(() => {});
      if (current === client) current = undefined;
      handlers.onLink?.(false);
      scheduleReconnect();
    };
    // Until connected, a failure is the caller's (the promise rejects); afterwards, `lose`.
    const ping = setInterval(() => {
      client.query('select 1').catch((error: Error) => lose(error));
    }, PING_MS);
    ping.unref();
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.onNotification(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      clearInterval(ping);
      isLost = true;
      client.end().catch(() => {});
      throw error;
    }
    client.on('error', (error) => lose(error));
    client.on('end', () => lose());
    return client;
  };

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(async () => {
      retry = undefined;
      if (stopped) return;
      try {
        const client = await open();
        if (stopped) {
          await client.end().catch(() => {});
          return;
        }
        current = client;
        delay = RECONNECT_MS.first;
        logger?.info('live updates: LISTEN connection back');
        handlers.onLink?.(true);
        handlers.onGap();
      } catch (error) {
        delay = Math.min(delay * 2, RECONNECT_MS.max);
        logger?.warn({ err: error }, 'live updates: LISTEN reconnection failed');
        scheduleReconnect();
      }
    }, delay);
    retry.unref();
  };

  current = await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => {});
  };
}
