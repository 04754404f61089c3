// How the live stream paces itself; the app's context carries it so tests can go faster.

export type LiveTiming = {
  /** A comment line this often keeps proxies from closing a quiet stream. */
  heartbeatMs: number;
  /** The session and the subscription are checked again this often (membership: every event). */
  recheckMs: number;
  /** A first stream gets the changes of this last moment again (live-hub.ts, `subscribe`). */
  catchUpMs: number;
};

export const DEFAULT_LIVE_TIMING: LiveTiming = {
  heartbeatMs: 20_000,
  recheckMs: 30_000,
  catchUpMs: 5_000,
};
