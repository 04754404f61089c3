import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { recordFirstTouch } from '../lib/memory-touch';
import { recordFigure } from '../lib/summary';
import { seedHousehold, signedInCookie, startProductionServer } from './_server-process';

// Where a phone's main thread spends a dashboard page's first load: the page opened signed in,
// on a 4× slowed CPU (Lighthouse's mobile preset), with the browser's own accounts of it —
// the long animation frames (each with the scripts that ran in it, the frames over 50 ms being
// what Lighthouse's TBT adds up) and a sampled CPU profile, its time mapped through the build's
// source maps to the source file or the library it comes from. BENCH_WEB_PAGES (/dashboard) picks
// the pages; BENCH_WEB_RUNS (1) loads each that many times, each in a fresh context, and
// reports the median run (one run on this shared machine moves by half either way);
// BENCH_WEB_PROFILE_DIR keeps each run's profile (`.cpuprofile`, opens in DevTools). Not a
// budget: it says where the time goes, for docs/performance.md.

const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('source-map-js') as typeof import('source-map-js');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ASSETS = join(import.meta.dirname, '../../apps/web/dist/assets');
const PAGES = (process.env.BENCH_WEB_PAGES ?? '/dashboard').split(',');
const TOP = 14;
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 1);
const PROFILE_DIR = process.env.BENCH_WEB_PROFILE_DIR;

type Frame = { start: number; duration: number; blocking: number; scripts: string[] };
type ProfileNode = {
  id: number;
  callFrame: { url: string; lineNumber: number; columnNumber: number; functionName: string };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** The source a built position comes from: a file of ours, or `library:<package>`. */
function sourceNamer() {
  const maps = new Map<string, InstanceType<typeof SourceMapConsumer> | null>();
  return (url: string, line: number, column: number, functionName: string): string => {
    const file = /\/assets\/([^/]+\.js)$/.exec(url)?.[1];
    if (!file) return url ? (url.split('/').pop() ?? url) : `(${functionName || 'browser'})`;
    if (!maps.has(file)) {
      try {
        const map = JSON.parse(readFileSync(join(ASSETS, `${file}.map`), 'utf8'));
        maps.set(file, new SourceMapConsumer(map));
      } catch {
        maps.set(file, null);
      }
    }
    const source = maps.get(file)?.originalPositionFor({ line: line + 1, column }).source;
    if (!source) return file;
    const library = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
    return library ? `library:${library}` : source.replace(/^(\.\.\/)+/, '');
  };
}

function selfTimes(profile: Profile, name: ReturnType<typeof sourceNamer>): [string, number][] {
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const bySource = new Map<string, number>();
  for (const node of profile.nodes) {
    const micros = self.get(node.id);
    if (!micros) continue;
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    const source = name(url, lineNumber, columnNumber, functionName);
    bySource.set(source, (bySource.get(source) ?? 0) + micros / 1000);
  }
  return [...bySource].sort((a, b) => b[1] - a[1]);
}

/**
 * Total time of each of our own files (what it ran and what it called, libraries included), so
 * a component whose render is slow shows even when the time is spent inside Preact.
 */
function totalTimesOfOurs(
  profile: Profile,
  name: ReturnType<typeof sourceNamer>,
): [string, number][] {
  const parent = new Map<number, number>();
  const nodes = new Map<number, ProfileNode>();
  for (const node of profile.nodes) {
    nodes.set(node.id, node);
    for (const child of node.children ?? []) parent.set(child, node.id);
  }
  const sourceOf = new Map<number, string>();
  const source = (node: ProfileNode) => {
    let known = sourceOf.get(node.id);
    if (known === undefined) {
      const { url, lineNumber, columnNumber, functionName } = node.callFrame;
      known = name(url, lineNumber, columnNumber, functionName);
      sourceOf.set(node.id, known);
    }
    return known;
  };
  const total = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = nodes.get(at);
      if (!node) break;
      const file = source(node);
      if (/^(src|packages)\//.test(file)) seen.add(file);
    }
    for (const file of seen) {
      total.set(file, (total.get(file) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
    }
  });
  return [...total].sort((a, b) => b[1] - a[1]);
}

const server = await startProductionServer();
try {
  const cookie = await signedInCookie(server.baseUrl);
  await seedHousehold(server.baseUrl, cookie);
  const [cookieName = '', cookieValue = ''] = (cookie.split(';')[0] ?? '').split('=');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  const name = sourceNamer();
  try {
    /** One load of `path` in a fresh context: its long frames and its CPU profile. */
    const load = async (path: string) => {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      await context.addCookies([{ name: cookieName, value: cookieValue, url: server.baseUrl }]);
      const page = await context.newPage();
      await page.addInitScript(() => {
        const frames: Frame[] = [];
        (window as unknown as { frames_: Frame[] }).frames_ = frames;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            duration: number;
            blockingDuration: number;
            scripts: { duration: number; invoker: string; sourceURL: string }[];
          }[]) {
            frames.push({
              start: (entry as unknown as { startTime: number }).startTime,
              duration: entry.duration,
              blocking: entry.blockingDuration,
              scripts: entry.scripts
                .filter((script) => script.duration >= 10)
                .map(
                  (script) =>
                    `${Math.round(script.duration)} ms ${script.invoker} (${script.sourceURL.split('/').pop()})`,
                ),
            });
          }
        }).observe({ type: 'long-animation-frame', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(2_000);
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      const { frames, firstPaint } = await page.evaluate(() => ({
        frames: (window as unknown as { frames_: Frame[] }).frames_,
        firstPaint:
          performance.getEntriesByName('first-contentful-paint')[0]?.startTime ??
          Number.POSITIVE_INFINITY,
      }));
      await context.close();
      const blocking = frames.reduce((sum, frame) => sum + frame.blocking, 0);
      // What Lighthouse's TBT adds up: the long frames that end after the first paint.
      const afterPaint = frames
        .filter((frame) => frame.start + frame.duration > firstPaint)
        .reduce((sum, frame) => sum + frame.blocking, 0);
      return { frames, profile, blocking, firstPaint, afterPaint };
    };

    for (const path of PAGES) {
      const runs: Awaited<ReturnType<typeof load>>[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const measured = await load(path);
        runs.push(measured);
        if (PROFILE_DIR) {
          mkdirSync(PROFILE_DIR, { recursive: true });
          const file = `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root'}-${run}.cpuprofile`;
          writeFileSync(join(PROFILE_DIR, file), JSON.stringify(measured.profile));
        }
      }
      const sorted = [...runs].sort((a, b) => a.blocking - b.blocking);
      const median = sorted[Math.floor((sorted.length - 1) / 2)] as (typeof runs)[number];
      const { frames, profile, blocking, firstPaint, afterPaint } = median;
      console.log(
        `\n${path}, 4× CPU: ${frames.length} long frames, ${Math.round(blocking)} ms blocking, ` +
          `${Math.round(afterPaint)} ms of it after the first paint (at ${Math.round(firstPaint)} ms)` +
          (RUNS > 1
            ? ` (the median of ${RUNS} runs: ${runs.map((each) => Math.round(each.blocking)).join(', ')} ms)`
            : ''),
      );
      for (const frame of frames.filter((each) => each.blocking > 0)) {
        const when = frame.start < firstPaint ? 'before' : 'after';
        console.log(
          `  at ${Math.round(frame.start)} ms (${when} the first paint), ${Math.round(frame.duration)} ms: ` +
            `${frame.scripts.join('; ') || '(no script)'}`,
        );
      }
      console.log(`  CPU by source (self time, the ${TOP} largest):`);
      for (const [source, ms] of selfTimes(profile, name).slice(0, TOP)) {
        console.log(`  ${String(Math.round(ms)).padStart(6)} ms  ${source}`);
      }
      console.log(`  Our files, total time with what they call (the ${TOP} largest):`);
      for (const [source, ms] of totalTimesOfOurs(profile, name).slice(0, TOP)) {
        console.log(`  ${String(Math.round(ms)).padStart(6)} ms  ${source}`);
      }
      recordFigure({ name: `${path}: long frames' blocking, 4× CPU`, value: blocking, unit: 'ms' });
      recordFigure({
        name: `${path}: of it after the first paint`,
        value: afterPaint,
        unit: 'ms',
      });
    }
    recordFirstTouch();
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}
