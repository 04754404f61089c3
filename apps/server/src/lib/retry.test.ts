import { describe, expect, it } from 'vitest';
import { retry } from './retry';

describe('retry (spec section 4: 3 attempts, back-off from 1000 ms)', () => {
  it('waits 1000 then 2000 ms between three attempts and returns the first success', async () => {
    const waits: number[] = [];
    let calls = 0;
    const result = await retry(
      async () => {
        calls += 1;
        if (calls < 3) throw new Error('database busy');
        return 'active';
      },
      { attempts: 3, baseDelayMs: 1000, sleep: async (ms) => void waits.push(ms) },
    );
    expect(result).toBe('active');
    expect(calls).toBe(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('gives up after the last attempt with the last error, without waiting after it', async () => {
    const waits: number[] = [];
    let calls = 0;
    const attempt = retry(
      async () => {
        calls += 1;
        throw new Error(`failure ${calls}`);
      },
      { attempts: 3, baseDelayMs: 1000, sleep: async (ms) => void waits.push(ms) },
    );
    await expect(attempt).rejects.toThrow('failure 3');
    expect(waits).toEqual([1000, 2000]);
  });

  it('does not wait when the first attempt succeeds', async () => {
    const waits: number[] = [];
    await retry(async () => 1, {
      attempts: 3,
      baseDelayMs: 1000,
      sleep: async (ms) => void waits.push(ms),
    });
    expect(waits).toEqual([]);
  });
});
