import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as redirect from './redirect';
import { useSignOut } from './sign-out';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The calls sign-out makes, answered with `statuses` in turn. */
function serverAnswering(...statuses: number[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      calls.push(`${init.method} ${path}`);
      return new Response('{}', { status: statuses.shift() ?? 200 });
    }),
  );
  return calls;
}

function renderSignOut() {
  const client = new QueryClient();
  return renderHook(() => useSignOut(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  });
}

describe('useSignOut', () => {
  it('ends this session, then leaves for the landing page', async () => {
    const calls = serverAnswering(200);
    const leave = vi.spyOn(redirect, 'replacePage').mockImplementation(() => {});
    await renderSignOut().result.current();
    expect(calls).toEqual(['POST /api/auth/sign-out']);
    expect(leave).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('everywhere: revokes every session first, and still signs out when that is refused', async () => {
    const calls = serverAnswering(503, 200);
    const leave = vi.spyOn(redirect, 'replacePage').mockImplementation(() => {});
    await renderSignOut().result.current({ everywhere: true });
    expect(calls).toEqual(['POST /api/auth/revoke-sessions', 'POST /api/auth/sign-out']);
    expect(leave).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('leaves for the landing page even when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const leave = vi.spyOn(redirect, 'replacePage').mockImplementation(() => {});
    await expect(renderSignOut().result.current()).resolves.toBeUndefined();
    expect(leave).toHaveBeenCalledExactlyOnceWith('/');
  });
});
