import { recordFigure } from './summary';

// Tiny measuring kit shared by the benchmarks: runs a workload for a minimum time, several
// times, and reports the median rate (the median resists the noise of a shared 2-core machine).

export type Measurement = {
  label: string;
  /** Operations per second, median of the runs. */
  median: number;
  min: number;
  max: number;
  runs: number;
};

export type MeasureOptions = { runs?: number; minMilliseconds?: number };

/** `work` performs a batch and returns how many operations it did. */
export function measure(
  label: string,
  work: () => number,
  options: MeasureOptions = {},
): Measurement {
  const runs = options.runs ?? 7;
  const minMilliseconds = options.minMilliseconds ?? 150;
  work(); // warm-up: JIT and caches, not measured
  const rates: number[] = [];
  for (let run = 0; run < runs; run++) {
    let operations = 0;
    const start = performance.now();
    let elapsed = 0;
    do {
      operations += work();
      elapsed = performance.now() - start;
    } while (elapsed < minMilliseconds);
    rates.push((operations * 1000) / elapsed);
  }
  rates.sort((a, b) => a - b);
  return {
    label,
    median: rates[Math.floor(rates.length / 2)]!,
    min: rates[0]!,
    max: rates[rates.length - 1]!,
    runs,
  };
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

function rate(value: number): string {
  return integer.format(value).padStart(13);
}

/** Prints measurements as a table, each with its ratio to the baseline (the first row). */
export function printTable(
  title: string,
  unit: string,
  rows: readonly Measurement[],
  /** Names the rows in the run's summary when one benchmark prints several such tables. */
  subject?: string,
): void {
  const baseline = rows[0];
  console.log(`\n${title}`);
  console.log(
    `${'workload'.padEnd(52)}${`${unit}/s (median)`.padStart(20)}${'min–max'.padStart(30)}  vs baseline`,
  );
  for (const row of rows) {
    const ratio = baseline ? row.median / baseline.median : 1;
    const ratioText =
      row === baseline
        ? 'baseline'
        : ratio >= 1
          ? `${ratio.toFixed(2)}×`
          : `1/${(1 / ratio).toFixed(1)}`;
    console.log(
      `${row.label.padEnd(52)}${rate(row.median).padStart(20)}${`${rate(row.min).trim()}–${rate(row.max).trim()}`.padStart(30)}  ${ratioText}`,
    );
    recordFigure({
      name: subject ? `${subject}: ${row.label}` : row.label,
      value: row.median,
      unit: `${unit}/s`,
    });
  }
}
