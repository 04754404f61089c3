import type { z } from 'zod';
import { isApiError } from './http';

// The contracts' schemas carry i18n keys as messages (`validation.*`); this maps their issues to
// one key per field. zod's own messages (for example a max length) get a generic key instead.

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

function keyOf(issue: z.core.$ZodIssue): string {
  if (issue.message.startsWith('validation.')) return issue.message;
  return issue.code === 'too_big' ? 'validation.tooLong' : 'validation.invalid';
}

export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { success: true; data: z.output<S> } | { success: false; errors: FieldErrors<string> } {
  const result = schema.safeParse(value);
  if (result.success) return { success: true, data: result.data };
  const errors: FieldErrors<string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= keyOf(issue);
  }
  return { success: false, errors };
}

/**
 * The fields the server refused (a 422's `issues`), keyed like `validate`'s errors, so that a
 * check only the server makes still shows next to its field. Empty for any other error.
 */
export function fieldErrorsFromApi(error: unknown): FieldErrors<string> {
  const errors: FieldErrors<string> = {};
  if (!isApiError(error)) return errors;
  for (const issue of error.issues) {
    const field = issue.path.split('.')[0] ?? '';
    if (field && issue.message.startsWith('validation.')) errors[field] ??= issue.message;
  }
  return errors;
}
