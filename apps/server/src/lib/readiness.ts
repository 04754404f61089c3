/**
 * What must hold before this instance takes traffic, beside its database answering: each part
 * that can lose its link (the live updates' LISTEN connection) registers a check. Migrations
 * are done by construction: the app is built only after they ran.
 */
export type Readiness = {
  /** Registers a named check; it is read on every readiness request. */
  add(name: string, isReady: () => boolean): void;
  /** The checks by name, read now. */
  read(): Record<string, boolean>;
  /** Set at SIGTERM: the instance stops being ready before it stops serving. */
  stopping: boolean;
};

export function createReadiness(): Readiness {
  const checks = new Map<string, () => boolean>();
  return {
    add: (name, isReady) => void checks.set(name, isReady),
    read: () => Object.fromEntries([...checks].map(([name, isReady]) => [name, isReady()])),
    stopping: false,
  };
}
