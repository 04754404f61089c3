import pg from 'pg';

// The SQL an endpoint runs, captured from node-postgres while the real app answers one request
// in-process: the pgbench baseline then runs exactly those statements, and the scale bench
// EXPLAINs them.

/** `name`: the app's prepared statement (node-postgres parses it once per connection). */
export type CapturedQuery = { text: string; values: unknown[]; name?: string };

type QueryFn = (...args: unknown[]) => unknown;

/** Records every query node-postgres sends while `work` runs. */
export async function captureSql(work: () => Promise<unknown>): Promise<CapturedQuery[]> {
  const captured: CapturedQuery[] = [];
  const proto = pg.Client.prototype as unknown as { query: QueryFn };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string') {
      captured.push({ text: first, values: Array.isArray(second) ? second : [] });
    } else if (first && typeof first === 'object' && 'text' in first) {
      const query = first as { text: string; values?: unknown[]; name?: string };
      captured.push({
        text: query.text,
        values: query.values ?? (Array.isArray(second) ? second : []),
        ...(query.name ? { name: query.name } : {}),
      });
    }
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    proto.query = original;
  }
  return captured;
}

/** The value as a SQL literal (what node-postgres would have sent as a parameter). */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  if (value instanceof Date) return quote(value.toISOString());
  if (typeof value === 'object') return quote(JSON.stringify(value));
  return quote(String(value));
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The statement with its parameters written in, for pgbench scripts and EXPLAIN. */
export function inline({ text, values }: CapturedQuery): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(values[Number(n) - 1]));
}

/** The same queries with some parameter values swapped (another user, item or database). */
export function remap(queries: CapturedQuery[], swaps: Map<unknown, unknown>): CapturedQuery[] {
  return queries.map((q) => ({
    ...q,
    values: q.values.map((v) => (swaps.has(v) ? swaps.get(v) : v)),
  }));
}
