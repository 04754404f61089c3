import { randomBytes } from 'node:crypto';

// Traffic for the database-outage tests: sign-ups (writes), GET /api/me (a read through the
// session lookup) and GET /api/health, from a few concurrent clients, each answer recorded.

export type Outcome = {
  kind: 'sign-up' | 'me' | 'health';
  /** When it was sent and how long it took (ms, from the load's start). */
  sentAt: number;
  ms: number;
  /** 0: no HTTP answer at all (the server is gone, or the request timed out). */
  status: number;
  body: Record<string, unknown> | undefined;
  email?: string;
};

export type Load = {
  outcomes: Outcome[];
  /** Milliseconds since the load started (the clock every Outcome uses). */
  clock(): number;
  stop(): Promise<void>;
};

export function startLoad(
  baseUrl: string,
  origin: string,
  cookie: string,
  { workers = 3 } = {},
): Load {
  const outcomes: Outcome[] = [];
  const started = performance.now();
  const clock = () => performance.now() - started;
  let running = true;

  const send = async (kind: Outcome['kind']) => {
    const email =
      kind === 'sign-up' ? `charge-${randomBytes(5).toString('hex')}@example.ch` : undefined;
    const sentAt = clock();
    let status = 0;
    let body: Record<string, unknown> | undefined;
    try {
      const response = await fetch(
        `${baseUrl}${kind === 'sign-up' ? '/api/auth/sign-up/email' : kind === 'me' ? '/api/me' : '/api/health'}`,
        {
          method: kind === 'sign-up' ? 'POST' : 'GET',
          headers: {
            origin,
            cookie,
            ...(kind === 'sign-up' ? { 'content-type': 'application/json' } : {}),
          },
          ...(kind === 'sign-up'
            ? {
                body: JSON.stringify({
                  email,
                  password: 'secret123',
                  firstName: 'Léa',
                  lastName: 'Charge',
                }),
              }
            : {}),
          signal: AbortSignal.timeout(20_000),
        },
      );
      status = response.status;
      body = (await response.json().catch(() => undefined)) as typeof body;
    } catch {
      status = 0;
    }
    outcomes.push({
      kind,
      sentAt,
      ms: clock() - sentAt,
      status,
      body,
      ...(email ? { email } : {}),
    });
  };

  const kinds: Outcome['kind'][] = ['sign-up', 'me', 'health'];
  const loops = Array.from({ length: workers }, async (_, worker) => {
    for (let i = worker; running; i++) {
      await send(kinds[i % kinds.length] as Outcome['kind']);
      await new Promise((r) => setTimeout(r, 20));
    }
  });

  return {
    outcomes,
    clock,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Polls GET /api/health until it answers 200; the milliseconds it took (throws past limitMs). */
export async function timeUntilHealthy(baseUrl: string, limitMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return performance.now() - started;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`still unhealthy after ${limitMs} ms`);
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
