import { SUCCESS_TOAST_MS } from '@mijote/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A message that goes away by itself (spec 9: success messages show for 3000 ms). Showing a new
 * one restarts the clock; unmounting stops it.
 *
 *   const [saved, showSaved] = useTimedMessage();
 *   showSaved(t('settings.form.saved'));
 *   <p role="status">{saved}</p>
 */
export function useTimedMessage(
  durationMs: number = SUCCESS_TOAST_MS,
): [message: string | null, show: (message: string) => void, clear: () => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);

  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show, clear];
}
