import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { gzipSync } from 'node:zlib';
import { APP_PAGES } from '@mijote/contracts';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { recordFirstTouch } from '../lib/memory-touch';
import { atLeast, atMost, recordFigure } from '../lib/summary';
import { benchmarkLandingInteractions } from './_interactions';
import { seedHousehold, signedInCookie, startProductionServer } from './_server-process';

// Web: Lighthouse (the npm package, driving Debian's Chromium) on the landing page and on every
// dashboard page signed in (with a household's data in it), mobile (Lighthouse's default: a
// mid-range phone on slow 4G, simulated; every page) and desktop (the landing and /dashboard);
// the median of BENCH_WEB_RUNS runs (3) on this shared machine. Beside each figure its budget
// where the issue sets one. The bytes are the page's first load: every script and style sheet
// it requested, gzipped (level 9, as the build precompresses them) and as they actually went
// over the wire. Then the landing's first taps on a 4× slowed CPU (interactions.ts).
// Each run also records the host's benchmark index: Lighthouse's 4× slowdown is tuned for a host
// of 1500–2000 (lighthouse/docs/throttling.md); on a weaker one it emulates a slower phone.

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
/** Where to keep each run's Lighthouse report (JSON), to read where a page's time goes. */
const REPORT_DIR = process.env.BENCH_WEB_REPORT_DIR;
const BUDGETS = {
  landingMobileScore: 95,
  landingJsKb: 100,
  dashboardMobileScore: 90,
  dashboardTbtMs: 200,
  dashboardJsKb: 150,
};

const FORM_FACTORS = ['mobile', 'desktop'] as const;

/** Every page of the dashboard (the spec's routes, packages/contracts/src/pages.ts). */
const DASHBOARD_PAGES = APP_PAGES.filter((page) => page.startsWith('/dashboard'));

type Sample = {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  benchmarkIndex: number;
  js: { gzip: number; wire: number; files: number };
  css: { gzip: number; wire: number; files: number };
};

async function launchChromium(): Promise<{
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}> {
  const profile = mkdtempSync(join(tmpdir(), 'mijote-bench-chromium-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const lines = createInterface({ input: child.stderr! });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Chromium did not start')), 30_000);
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code})`)));
    lines.on('line', (line) => {
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
  return {
    port,
    process: child,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

type NetworkItem = { url: string; resourceType?: string; transferSize?: number; mimeType?: string };

/** Gzipped size of each script and style sheet the page loaded, fetched again from the server. */
async function firstLoadBytes(items: readonly NetworkItem[], cookie: string | undefined) {
  const totals = {
    js: { gzip: 0, wire: 0, files: 0 },
    css: { gzip: 0, wire: 0, files: 0 },
  };
  for (const item of items) {
    const kind =
      item.resourceType === 'Script' ? 'js' : item.resourceType === 'Stylesheet' ? 'css' : null;
    if (!kind || !item.url.startsWith('http')) continue;
    const response = await fetch(item.url, { headers: cookie ? { cookie } : {} });
    const body = Buffer.from(await response.arrayBuffer());
    totals[kind].gzip += gzipSync(body, { level: 9 }).length;
    totals[kind].wire += item.transferSize ?? 0;
    totals[kind].files += 1;
  }
  return totals;
}

/** Lighthouse's own trace sometimes misses the navigation (NO_NAVSTART): such a run is run again. */
async function audit(
  url: string,
  port: number,
  formFactor: 'mobile' | 'desktop',
  cookie: string | undefined,
): Promise<Sample> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(url, port, formFactor, cookie);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof TracingError)) throw error;
      console.warn(`${url} (${formFactor}): ${error.message}; run again`);
    }
  }
}

class TracingError extends Error {}

async function auditOnce(
  url: string,
  port: number,
  formFactor: 'mobile' | 'desktop',
  cookie: string | undefined,
): Promise<Sample> {
  const flags = {
    port,
    output: 'json' as const,
    logLevel: 'error' as const,
    onlyCategories: ['performance'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replaceAll('/', '_')}-${formFactor}-${Date.now()}.json`;
    writeFileSync(join(REPORT_DIR, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) {
    const Failure = /^NO_(NAVSTART|TRACING_STARTED)$/.test(lhr.runtimeError.code)
      ? TracingError
      : Error;
    throw new Failure(`${url}: ${lhr.runtimeError.message}`);
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const bytes = await firstLoadBytes(details?.items ?? [], cookie);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcp: numeric('first-contentful-paint'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    ...bytes,
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

function printRow(page: string, formFactor: string, samples: readonly Sample[]) {
  const score = median(samples.map((s) => s.score));
  const first = samples[0];
  if (!first) return;
  const isLanding = page === '/';
  const isMobile = formFactor === 'mobile';
  // The budgets: the landing's score and script; every dashboard page's score and TBT on
  // a phone; /dashboard's script.
  const scoreLimit = isMobile
    ? isLanding
      ? BUDGETS.landingMobileScore
      : BUDGETS.dashboardMobileScore
    : undefined;
  const tbtLimit = isMobile && !isLanding ? BUDGETS.dashboardTbtMs : undefined;
  const jsLimit = isLanding
    ? BUDGETS.landingJsKb
    : page === '/dashboard'
      ? BUDGETS.dashboardJsKb
      : undefined;
  const scoreBudget =
    scoreLimit === undefined ? '' : `≥ ${scoreLimit} ${verdict(score >= scoreLimit)}`;
  const jsBudget =
    jsLimit === undefined ? '' : `≤ ${jsLimit} kB ${verdict(first.js.gzip / 1024 <= jsLimit)}`;
  const lcp = median(samples.map((s) => s.lcp));
  const tbt = median(samples.map((s) => s.tbt));
  const cls = median(samples.map((s) => s.cls));
  const tbtBudget = tbtLimit === undefined ? '' : `≤ ${tbtLimit} ${verdict(tbt <= tbtLimit)}`;
  const row = `${page} ${formFactor}`;
  recordFigure({
    name: `${row}: Lighthouse performance`,
    value: score,
    unit: '',
    ...(scoreLimit === undefined ? {} : { budget: atLeast(scoreLimit) }),
  });
  recordFigure({ name: `${row}: LCP`, value: lcp, unit: 'ms' });
  recordFigure({
    name: `${row}: TBT`,
    value: tbt,
    unit: 'ms',
    ...(tbtLimit === undefined ? {} : { budget: atMost(tbtLimit) }),
  });
  recordFigure({ name: `${row}: CLS`, value: cls, unit: '' });
  if (isMobile) {
    recordFigure({
      name: `${page}: first-load JS, gzipped`,
      value: first.js.gzip / 1024,
      unit: 'kB',
      ...(jsLimit === undefined ? {} : { budget: atMost(jsLimit) }),
    });
    recordFigure({
      name: `${page}: first-load CSS, gzipped`,
      value: first.css.gzip / 1024,
      unit: 'kB',
    });
  }
  console.log(
    [
      page.padEnd(20),
      formFactor.padEnd(8),
      `${String(score).padStart(3)} (${samples.map((s) => s.score).join('/')})`.padEnd(16),
      scoreBudget.padEnd(10),
      `${(lcp / 1000).toFixed(2)} s`.padStart(8),
      `${Math.round(tbt)} ms`.padStart(8),
      tbtBudget.padEnd(10),
      cls.toFixed(3).padStart(7),
      `${kb(first.js.gzip)} (${first.js.files})`.padStart(16),
      jsBudget.padEnd(14),
      kb(first.js.wire).padStart(10),
      `${kb(first.css.gzip)} (${first.css.files})`.padStart(14),
      kb(first.css.wire).padStart(10),
    ].join(' '),
  );
}

export default async function benchmarkWebPages(): Promise<void> {
  const server = await startProductionServer();
  const chromium = await launchChromium();
  try {
    const cookie = await signedInCookie(server.baseUrl);
    await seedHousehold(server.baseUrl, cookie);
    console.log(
      `\nWeb, Lighthouse ${RUNS} run(s) per row (median), ${server.baseUrl}, Chromium ${CHROMIUM}`,
    );
    console.log(
      [
        'page'.padEnd(20),
        'device'.padEnd(8),
        'score (runs)'.padEnd(16),
        'budget'.padEnd(10),
        'LCP'.padStart(8),
        'TBT'.padStart(8),
        'budget'.padEnd(10),
        'CLS'.padStart(7),
        'JS gzip (files)'.padStart(16),
        'budget'.padEnd(14),
        'JS wire'.padStart(10),
        'CSS gzip'.padStart(14),
        'CSS wire'.padStart(10),
      ].join(' '),
    );
    // BENCH_WEB_PAGES=/,/dashboard measures only those (a quick look at one change).
    const only = process.env.BENCH_WEB_PAGES?.split(',');
    const pages = [
      { path: '/', cookie: undefined, desktop: true },
      ...DASHBOARD_PAGES.map((path) => ({ path, cookie, desktop: path === '/dashboard' })),
    ].filter((page) => !only || only.includes(page.path));
    const indexes: number[] = [];
    for (const page of pages) {
      for (const formFactor of page.desktop ? FORM_FACTORS : FORM_FACTORS.slice(0, 1)) {
        const samples: Sample[] = [];
        for (let run = 0; run < RUNS; run++) {
          samples.push(
            await audit(`${server.baseUrl}${page.path}`, chromium.port, formFactor, page.cookie),
          );
        }
        indexes.push(...samples.map((sample) => sample.benchmarkIndex));
        printRow(page.path, formFactor, samples);
      }
    }
    const index = median(indexes);
    recordFigure({ name: 'Lighthouse benchmark index of this host', value: index, unit: '' });
    console.log(
      `Host benchmark index ${Math.round(index)} (Lighthouse's 4× slowdown is tuned for 1500–2000)`,
    );
    // Beside the index: both say how far this host's timings can be read as a phone's.
    recordFirstTouch();
    await benchmarkLandingInteractions(server.baseUrl, CHROMIUM, RUNS);
  } finally {
    await chromium.stop();
    await server.stop();
  }
}
