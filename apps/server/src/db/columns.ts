import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth-schema';

// The columns and checks every table of the schema is made of (schema.ts and its parts).

/** `column IN ('a', 'b')` for a check constraint, from the shared vocabulary. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map(quote).join(', '))})`;
}
export function allOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} <@ array[${sql.raw(values.map(quote).join(', '))}]::text[]`;
}
function quote(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const userRef = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
/** Who added a household row; null once they have deleted their account. */
export const authorRef = () => text('user_id').references(() => users.id, { onDelete: 'set null' });
