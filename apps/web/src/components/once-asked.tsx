import { type ReactNode, useRef } from 'react';

// What a page offers but does not show (a closed dialog) is not drawn until it is first asked
// for: a page opens with several closed dialogs, each a tree of focus traps, portals and form
// state, and drew them all for nothing on a phone's first load (decision 039). Once drawn, it
// stays, so that it closes as it opened (focus returned, no flash of a remount).

/** Whether `asked` has been true at any draw of the component so far. */
export function useHasBeenAsked(asked: boolean): boolean {
  const hasBeenAsked = useRef(asked);
  if (asked) hasBeenAsked.current = true;
  return hasBeenAsked.current;
}

/** `children` from the first draw where `asked` is true on. */
export function OnceAsked({ asked, children }: { asked: boolean; children: ReactNode }) {
  return useHasBeenAsked(asked) ? children : null;
}
