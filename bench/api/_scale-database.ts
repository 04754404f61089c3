import pg from 'pg';
import { type CapturedQuery, inline } from '../lib/captured-sql';

// bench/api's scale part, on PostgreSQL: 10 million rows written as a restore would write them,
// and the EXPLAIN of every list query the endpoints run.

/**
 * Adds `households` households with 50 shopping items, 20 planned meals and 30 fridge items each,
 * then leaves the database settled (vacuumed, checkpointed).
 */
export async function seedHouseholds(databaseUrl: string, households: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Bulk loading, as a restore would: the foreign-key triggers off for this session (the rows
    // are consistent by construction) and the secondary indexes built once at the end instead
    // of row by row (10 million rows otherwise took over 15 minutes on the shared machine).
    const tables = ['shopping_items', 'planned_meals', 'inventory_items'];
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(
      `select i.indexname as name, i.indexdef as definition from pg_indexes i
        where i.schemaname = 'public' and i.tablename = any($1)
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
      [tables],
    );
    const statements = [
      "set session_replication_role = 'replica'",
      ...indexes.map((index) => `drop index ${index.name}`),
      `create temp table seed_households as select gen_random_uuid() as id from generate_series(1, ${households})`,
      `insert into households (id, name) select id, 'Foyer' from seed_households`,
      `insert into shopping_items (household_id, name, quantity)
         select h.id, 'article ' || i, (i % 5 + 1)::text from seed_households h, generate_series(1, 50) i`,
      `insert into planned_meals (household_id, recipe_id, recipe_title, date, time, servings)
         select h.id, 'plat-' || i, 'Plat ' || i, current_date + (i % 28), '12:00', 2
         from seed_households h, generate_series(1, 20) i`,
      `insert into inventory_items (household_id, name, expiration_date)
         select h.id, 'produit ' || i, current_date + i from seed_households h, generate_series(1, 30) i`,
      "set session_replication_role = 'origin'",
      "set maintenance_work_mem = '256MB'",
      ...indexes.map((index) => index.definition),
      // The database as it runs once settled, not in the minutes after a 10-million-row load:
      // vacuumed (visibility map and hint bits written, so autovacuum does not wake on the
      // tables mid-run) and checkpointed (the load's WAL is not flushed during the measure).
      'vacuum (analyze)',
      'checkpoint',
    ];
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** One line per list query: the index its plan uses, or MISS with the sequential scans. */
export async function explainAll(databaseUrl: string, lists: Record<string, CapturedQuery[]>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const lines: Array<{ ok: boolean; line: string }> = [];
  try {
    // The session and access tables hold a few rows here, where a sequential scan is the right
    // plan: with sequential scans off, a plan still scanning a table has no index to use.
    await client.query('set enable_seqscan = off');
    for (const [endpoint, queries] of Object.entries(lists)) {
      for (const query of queries) {
        if (!/^\s*select/i.test(query.text)) continue;
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain ${inline(query)}`);
        const plan = rows.map((r) => r['QUERY PLAN']);
        const seqScans = plan.flatMap((l) => /Seq Scan on \w+/.exec(l)?.[0] ?? []);
        const indexes = [
          ...new Set(
            plan.flatMap((l) => /(?:Scan using|Bitmap Index Scan on) (\w+)/.exec(l)?.[1] ?? []),
          ),
        ];
        const table = /from "?(\w+)"?/i.exec(query.text)?.[1] ?? '?';
        const ok = seqScans.length === 0 && indexes.length > 0;
        lines.push({
          ok,
          line:
            `  ${ok ? 'ok  ' : 'MISS'} ${endpoint.padEnd(26)} from ${table.padEnd(18)} ` +
            `${indexes.length > 0 ? `index ${indexes.join(', ')}` : 'no index'}` +
            `${seqScans.length > 0 ? `; ${seqScans.join('; ')}` : ''}`,
        });
      }
    }
  } finally {
    await client.end();
  }
  return lines;
}
