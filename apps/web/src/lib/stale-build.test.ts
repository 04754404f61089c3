import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadOnStaleBuild } from './stale-build';

const chunkFailed = () => {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(event);
  return event;
};

describe('reloadOnStaleBuild', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    window.sessionStorage.clear();
  });

  it('loads the page being opened once when a chunk of an older build is gone, then lets the error show', () => {
    let now = 1_000_000;
    let target: string | undefined = '/dashboard/planning?vue=semaine';
    const reload = vi.fn();
    stop = reloadOnStaleBuild(
      () => target,
      () => now,
      reload,
    );

    const first = chunkFailed();
    expect(reload).toHaveBeenCalledExactlyOnceWith('/dashboard/planning?vue=semaine');
    expect(first.defaultPrevented).toBe(true);

    // Within the minute: a real outage, not a new build; Vite throws and the error page shows.
    now += 30_000;
    const second = chunkFailed();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);

    // A later deploy is handled again; with no navigation pending, the page on screen.
    now += 60_000;
    target = undefined;
    chunkFailed();
    expect(reload).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenLastCalledWith(window.location.href);
  });

  it('does not reload where it cannot remember having done so', () => {
    const reload = vi.fn();
    stop = reloadOnStaleBuild(() => undefined, Date.now, reload);
    const disabled = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('storage disabled', 'SecurityError');
    });
    try {
      expect(chunkFailed().defaultPrevented).toBe(false);
      expect(reload).not.toHaveBeenCalled();
    } finally {
      disabled.mockRestore();
    }
  });
});
