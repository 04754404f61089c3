import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Figure, machineLine, summaryTable, takeFigures } from './lib/summary';

// Runs every benchmark under bench/: each `*.ts` file inside a sub-folder (bench/cuisine/…),
// except the shared kit in bench/lib/, files starting with '_' and tests. A benchmark file
// exports a default (async) function, or does its work when imported. Each records its headline
// figures (bench/lib/summary.ts); the run ends with them in one table, beside their budgets.
// `npm run bench -- cuisine` runs only the files whose path contains 'cuisine'. Options starting
// with '--' (e.g. `--quick`) are left to the benchmarks, which read process.argv.

const root = dirname(fileURLToPath(import.meta.url));

function benchmarkFiles(folder: string): string[] {
  return readdirSync(folder)
    .sort()
    .flatMap((entry) => {
      const path = join(folder, entry);
      if (statSync(path).isDirectory())
        return entry === 'lib' || entry === 'node_modules' ? [] : benchmarkFiles(path);
      const isTopLevel = folder === root;
      return !isTopLevel &&
        entry.endsWith('.ts') &&
        !entry.startsWith('_') &&
        !entry.endsWith('.d.ts') &&
        !entry.endsWith('.test.ts')
        ? [path]
        : [];
    });
}

const filters = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const files = benchmarkFiles(root).filter(
  (file) => filters.length === 0 || filters.some((filter) => relative(root, file).includes(filter)),
);
if (files.length === 0) {
  console.error(
    `No benchmark found under ${root}${filters.length > 0 ? ` matching ${filters.join(', ')}` : ''}.`,
  );
  process.exit(1);
}

let failures = 0;
const figures: Figure[] = [];
for (const file of files) {
  const name = relative(root, file);
  console.log(`\n=== ${name} ===`);
  const started = performance.now();
  try {
    const module: { default?: unknown } = await import(pathToFileURL(file).href);
    if (typeof module.default === 'function') await module.default();
  } catch (error) {
    failures++;
    console.error(`${name} failed:`, error);
  }
  console.log(`(${name}: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  figures.push(...takeFigures().map((figure) => ({ ...figure, benchmark: name })));
}
// One table of every headline figure, each beside its budget, to record in
// docs/performance.md with the machine and the date.
if (figures.length > 0) {
  console.log(`\n=== Summary ===\n${machineLine()}\n${summaryTable(figures)}`);
}
if (failures > 0) process.exit(1);
