import { type ReactNode, useEffect, useState } from 'react';
import { isOpeningPage } from '@/lib/page-first-reads';

// A part of a page below its first screen, drawn in a turn of its own when the page is the one
// the app opens on. Preact draws a page in one task: on a phone, Paramètres' ten sections took
// 0.5–1 s of script and layout in one go, all of it counted as blocking by Lighthouse (TBT). The
// first screen draws with the page and is painted; each part below it then draws in a task of
// its own, in the order the page declares them, a few milliseconds apart. A part must not hold
// what the first screen shows (its largest text is the page's LCP), and it only ever adds below
// what is already there, so nothing shifts. Every later page draws at once.

const turns: (() => void)[] = [];
let isScheduled = false;

function schedule(): void {
  if (isScheduled) return;
  isScheduled = true;
  setTimeout(takeTurn, 0);
}

function takeTurn(): void {
  isScheduled = false;
  turns.shift()?.();
  if (turns.length > 0) schedule();
}

export function InTurn({ children }: { children: ReactNode }) {
  const [isDrawn, setIsDrawn] = useState(() => !isOpeningPage());
  // An effect runs once the page's first draw is painted: the turns start after it.
  useEffect(() => {
    if (isDrawn) return;
    const draw = () => setIsDrawn(true);
    turns.push(draw);
    schedule();
    return () => {
      const at = turns.indexOf(draw);
      if (at !== -1) turns.splice(at, 1);
    };
  }, [isDrawn]);
  return isDrawn ? children : null;
}

/**
 * A list whose first `first` items draw with the page, and the rest `perTurn` at a time, each
 * group in a turn of its own (the cards below a phone's first screen).
 */
export function drawInTurns<T>(
  items: readonly T[],
  draw: (item: T) => ReactNode,
  { first, perTurn }: { first: number; perTurn: number },
): ReactNode[] {
  const groups: ReactNode[] = items.slice(0, first).map(draw);
  for (let start = first; start < items.length; start += perTurn) {
    groups.push(
      <InTurn key={`turn-${start}`}>{items.slice(start, start + perTurn).map(draw)}</InTurn>,
    );
  }
  return groups;
}
