import { percentile } from './latency';
import { recordFigure } from './summary';

// What this host charges for memory a process touches for the first time: a page fault, and on a
// virtual machine whose memory the host backs lazily (and takes back when the guest frees it), a
// trip to the host as well. A browser pays it all through a page load — each Lighthouse run opens
// a fresh renderer — so a slow first touch lengthens every task Lighthouse times, and Lighthouse
// then multiplies them by its 4× CPU slowdown. Linux on memory already backed pays well under
// a microsecond a page; read the web figures beside this one (docs/performance.md, 30 Nov 2026).

const PAGE_BYTES = 4096;
const BLOCK_BYTES = 128 * 2 ** 20;

/** Microseconds to first write each 4 KiB page of a fresh 128 MB block (median of 3 blocks). */
function firstTouchMicroseconds(): number {
  const perPage: number[] = [];
  for (let block = 0; block < 3; block++) {
    const memory = Buffer.allocUnsafeSlow(BLOCK_BYTES);
    const started = performance.now();
    for (let at = 0; at < memory.length; at += PAGE_BYTES) memory[at] = 1;
    perPage.push(((performance.now() - started) * 1000) / (BLOCK_BYTES / PAGE_BYTES));
  }
  return percentile(
    perPage.sort((a, b) => a - b),
    50,
  );
}

/** Measures it, prints it and records it for the summary table (the web benchmarks). */
export function recordFirstTouch(): void {
  const microseconds = firstTouchMicroseconds();
  recordFigure({ name: 'host: first touch of a memory page', value: microseconds, unit: 'µs' });
  console.log(
    `Host: first touch of a memory page ${microseconds.toFixed(2)} µs (a fraction of a µs on ` +
      'memory already backed; above that, every browser task measured here is longer)',
  );
}
