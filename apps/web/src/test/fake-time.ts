import { act } from '@testing-library/react';
import { vi } from 'vitest';

// Only the timers are faked: setImmediate stays real, so fetch bodies and lazy modules (real
// I/O) keep resolving while the test moves the clock.
export function installFakeClock(): void {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
}

const realTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Advances fake time and lets real I/O settle. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await realTick();
    await vi.advanceTimersByTimeAsync(ms);
    await realTick();
  });
}

/** Retries `assertion` while moving the fake clock in small steps (fake-timer waitFor). */
export async function eventually(assertion: () => void, { stepMs = 10, tries = 100 } = {}) {
  let lastError: unknown;
  for (let i = 0; i < tries; i++) {
    try {
      assertion();
      return;
    } catch (error) {
      lastError = error;
      await advance(stepMs);
    }
  }
  throw lastError;
}
