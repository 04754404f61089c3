// What the drivers throw arrives wrapped (drizzle, better-auth): these read the whole chain.

/**
 * The error and every error it wraps (`cause`, and the `errors` of an AggregateError: a
 * connection to 'localhost' tries ::1 then 127.0.0.1), each once.
 */
export function errorsInChain(error: unknown): object[] {
  const seen = new Set<object>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return [...seen];
}

/**
 * True when PostgreSQL refused the statement because it would break the unique index
 * `indexName` (SQLSTATE 23505): a duplicate the user asked for, not a failure.
 */
export function isUniqueViolation(error: unknown, indexName: string): boolean {
  return errorsInChain(error).some((e) => {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    return code === '23505' && constraint === indexName;
  });
}
