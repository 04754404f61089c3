import { SPLASH_MIN_MS } from '@mijote/contracts';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';

// The splash shows for at least SPLASH_MIN_MS on the first protected page of a visit only
// (decision 023): later protected navigations must not make the user wait again.

type Gate = { hasShownSplash: boolean };
const SplashGateContext = createContext<Gate | null>(null);

export function SplashGateProvider({ children }: { children: ReactNode }) {
  const gate = useRef<Gate>({ hasShownSplash: false });
  return <SplashGateContext.Provider value={gate.current}>{children}</SplashGateContext.Provider>;
}

/** Whether the minimum splash time is over, and a callback to remember that it was shown. */
export function useSplashGate(): { isSplashDone: boolean; markSplashShown: () => void } {
  const gate = useContext(SplashGateContext);
  if (!gate) throw new Error('useSplashGate must be used inside <SplashGateProvider>');
  const [isSplashDone, setIsSplashDone] = useState(gate.hasShownSplash);

  useEffect(() => {
    if (isSplashDone) return;
    const timer = window.setTimeout(() => setIsSplashDone(true), SPLASH_MIN_MS);
    return () => window.clearTimeout(timer);
  }, [isSplashDone]);

  const markSplashShown = useCallback(() => {
    gate.hasShownSplash = true;
  }, [gate]);

  return { isSplashDone, markSplashShown };
}
