export type RetryOptions = {
  attempts: number;
  baseDelayMs: number;
  sleep?: (ms: number) => Promise<void>;
};

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `fn` up to `attempts` times, waiting baseDelayMs × 2^n between tries. */
export async function retry<T>(fn: () => Promise<T>, options: RetryOptions): Promise<T> {
  const sleep = options.sleep ?? realSleep;
  let lastError: unknown;
  for (let attempt = 0; attempt < options.attempts; attempt++) {
    try {
      return await fn();
    } catch (error) {
      lastError = error;
      if (attempt < options.attempts - 1) await sleep(options.baseDelayMs * 2 ** attempt);
    }
  }
  throw lastError;
}
