// A small in-process cache whose entries expire after `ttlMs`; when it holds `maxEntries`, the
// oldest entry goes first. The model's recipes and the chat's replies are kept in one each (spec
// section 9). One per server process: several instances each keep their own, which only costs
// calls.

export type TtlCache<T> = {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
};

export function createTtlCache<T>(now: () => Date, ttlMs: number, maxEntries: number): TtlCache<T> {
  const entries = new Map<string, { value: T; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now().getTime()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value) {
      entries.delete(key);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { value, expiresAt: now().getTime() + ttlMs });
    },
  };
}
