import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { atLeast, atMost, recordFigure } from '../lib/summary';
import { signedInCookie, startProductionServer } from './_server-process';

// Web: Lighthouse (the npm package, driving Debian's Chromium) on the landing page and
// on /dashboard signed in, mobile (Lighthouse's default: a mid-range phone on slow 4G, simulated)
// and desktop; the median of BENCH_WEB_RUNS runs (3) on this shared machine. Beside each figure
// its budget where the issue sets one. The bytes are the page's first load: every script and
// style sheet it requested, gzipped (level 9, as the build precompresses them) and as they
// actually went over the wire.

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const BUDGETS = { landingMobileScore: 95, landingJsKb: 100 };

type Sample = {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
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

async function audit(
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
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const bytes = await firstLoadBytes(details?.items ?? [], cookie);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcp: numeric('first-contentful-paint'),
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
  const scoreBudget =
    isLanding && formFactor === 'mobile'
      ? `≥ ${BUDGETS.landingMobileScore} ${verdict(score >= BUDGETS.landingMobileScore)}`
      : '';
  const jsBudget = isLanding
    ? `≤ ${BUDGETS.landingJsKb} kB ${verdict(first.js.gzip / 1024 <= BUDGETS.landingJsKb)}`
    : '';
  const lcp = median(samples.map((s) => s.lcp));
  const tbt = median(samples.map((s) => s.tbt));
  const cls = median(samples.map((s) => s.cls));
  const row = `${page} ${formFactor}`;
  recordFigure({
    name: `${row}: Lighthouse performance`,
    value: score,
    unit: '',
    ...(scoreBudget ? { budget: atLeast(BUDGETS.landingMobileScore) } : {}),
  });
  recordFigure({ name: `${row}: LCP`, value: lcp, unit: 'ms' });
  recordFigure({ name: `${row}: TBT`, value: tbt, unit: 'ms' });
  recordFigure({ name: `${row}: CLS`, value: cls, unit: '' });
  if (formFactor === 'mobile') {
    recordFigure({
      name: `${page}: first-load JS, gzipped`,
      value: first.js.gzip / 1024,
      unit: 'kB',
      ...(isLanding ? { budget: atMost(BUDGETS.landingJsKb) } : {}),
    });
    recordFigure({
      name: `${page}: first-load CSS, gzipped`,
      value: first.css.gzip / 1024,
      unit: 'kB',
    });
  }
  console.log(
    [
      page.padEnd(11),
      formFactor.padEnd(8),
      `${String(score).padStart(3)} (${samples.map((s) => s.score).join('/')})`.padEnd(16),
      scoreBudget.padEnd(10),
      `${(lcp / 1000).toFixed(2)} s`.padStart(8),
      `${Math.round(tbt)} ms`.padStart(8),
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
    console.log(
      `\nWeb, Lighthouse ${RUNS} run(s) per row (median), ${server.baseUrl}, Chromium ${CHROMIUM}`,
    );
    console.log(
      [
        'page'.padEnd(11),
        'device'.padEnd(8),
        'score (runs)'.padEnd(16),
        'budget'.padEnd(10),
        'LCP'.padStart(8),
        'TBT'.padStart(8),
        'CLS'.padStart(7),
        'JS gzip (files)'.padStart(16),
        'budget'.padEnd(14),
        'JS wire'.padStart(10),
        'CSS gzip'.padStart(14),
        'CSS wire'.padStart(10),
      ].join(' '),
    );
    const pages = [
      { path: '/', cookie: undefined },
      { path: '/dashboard', cookie },
    ];
    for (const page of pages) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const samples: Sample[] = [];
        for (let run = 0; run < RUNS; run++) {
          samples.push(
            await audit(`${server.baseUrl}${page.path}`, chromium.port, formFactor, page.cookie),
          );
        }
        printRow(page.path, formFactor, samples);
      }
    }
  } finally {
    await chromium.stop();
    await server.stop();
  }
}
