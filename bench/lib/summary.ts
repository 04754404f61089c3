import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';

// The one table `npm run bench` ends with (part 4): each benchmark records its headline
// figures here as it prints its own detail, every figure beside its budget where the issue sets
// one; bench/run.ts prints them together, with the machine and the date, once all have run.

export type Budget = { at: 'most' | 'least'; limit: number };

export type Figure = {
  /** The benchmark's file, e.g. 'api/api.ts' (filled in by bench/run.ts). */
  benchmark?: string;
  name: string;
  value: number;
  unit: string;
  budget?: Budget;
};

const figures: Figure[] = [];

/** Records a figure for the final table. */
export function recordFigure(figure: Figure): void {
  figures.push(figure);
}

/** The figures recorded since the last call, handed over once (bench/run.ts, per benchmark). */
export function takeFigures(): Figure[] {
  return figures.splice(0);
}

export const atMost = (limit: number): Budget => ({ at: 'most', limit });
export const atLeast = (limit: number): Budget => ({ at: 'least', limit });

export function isMet(figure: Figure): boolean | undefined {
  const { budget } = figure;
  if (!budget) return undefined;
  return budget.at === 'most' ? figure.value <= budget.limit : figure.value >= budget.limit;
}

function number(value: number): string {
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return value.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}

/** The machine: cores, memory, Node (shared with other work: read the load beside a figure). */
export function machine(): string {
  return (
    `${cpus().length} × ${cpus()[0]?.model ?? '?'}, ${Math.round(totalmem() / 2 ** 30)} GB; ` +
    `node ${process.version}`
  );
}

/** The 1-, 5- and 15-minute load averages, as /proc/loadavg says them. */
export function loadAverages(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}

/** The machine and the moment, as every recorded table starts. */
export function machineLine(now = new Date()): string {
  return `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC; ${machine()}; load average ${loadAverages()} at the end`;
}

/** The table: one row per figure, its budget and whether it is met. */
export function summaryTable(rows: readonly Figure[]): string {
  const cells = rows.map((figure) => {
    const met = isMet(figure);
    return [
      figure.benchmark ?? '',
      figure.name,
      `${number(figure.value)} ${figure.unit}`.trimEnd(),
      figure.budget
        ? `${figure.budget.at === 'most' ? '≤' : '≥'} ${number(figure.budget.limit)}`
        : '',
      met === undefined ? '' : met ? 'met' : 'MISSED',
    ];
  });
  const header = ['benchmark', 'figure', 'value', 'budget', ''];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...cells.map((cell) => cell[i]!.length)),
  );
  // Text left, figures right.
  const line = (cell: string[]) =>
    cell
      .map((text, i) => (i === 2 || i === 3 ? text.padStart(widths[i]!) : text.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), '-'.repeat(line(header).length + 8), ...cells.map(line)].join('\n');
}
