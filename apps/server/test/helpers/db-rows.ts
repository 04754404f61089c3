import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/** Every row of every table of the app, as sorted JSON lines per table. */
export type RowDump = Record<string, string[]>;

const tableLists = new WeakMap<Db, string[]>();

/** One round trip: every table's rows as JSON text (the matrix dumps before and after each call). */
export async function dumpRows(db: Db): Promise<RowDump> {
  let tables = tableLists.get(db);
  if (!tables) {
    const found = await db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    tables = found.rows.map((row) => row.table_name);
    tableLists.set(db, tables);
  }
  const columns = tables.map(
    (table) =>
      `(select coalesce(json_agg(row_to_json(r)::text), '[]') from "${table}" r) as "${table}"`,
  );
  const result = await db.execute<Record<string, string[] | string>>(
    sql.raw(`select ${columns.join(', ')}`),
  );
  const row = result.rows[0] ?? {};
  return Object.fromEntries(
    tables.map((table) => {
      const rows = row[table];
      const list = typeof rows === 'string' ? (JSON.parse(rows) as string[]) : (rows ?? []);
      return [table, [...list].sort()];
    }),
  );
}

/** The dump without the rows naming any of `keys` (a user's id, their household's id). */
export function rowsNotNaming(dump: RowDump, keys: readonly string[]): RowDump {
  return Object.fromEntries(
    Object.entries(dump).map(([table, rows]) => [
      table,
      rows.filter((row) => !keys.some((key) => row.includes(key))),
    ]),
  );
}

/** The dump without whole tables that a refusal may legitimately touch (the sign-in brake). */
export function withoutTables(dump: RowDump, tables: readonly string[]): RowDump {
  return Object.fromEntries(Object.entries(dump).filter(([table]) => !tables.includes(table)));
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Every UUID the dump's rows hold: ids a caller who owns none of these rows must never see. */
export function uuidsOf(dump: RowDump): Set<string> {
  const found = new Set<string>();
  for (const rows of Object.values(dump)) {
    for (const row of rows) for (const match of row.match(UUID) ?? []) found.add(match);
  }
  return found;
}
