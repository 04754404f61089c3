import type { ApiErrorBody } from '@mijote/contracts';
import type { ZodError } from 'zod';

/**
 * The `issues` of a 422 from a zod error: one per field, its message a `validation.*` key. An
 * unknown field (a strict schema) is reported under its own name, so the caller sees which.
 */
export function zodIssues(error: ZodError): NonNullable<ApiErrorBody['issues']> {
  return error.issues.flatMap((issue) => {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: [...path, key].join('.'), message: issue.message }));
    }
    return [{ path: path.join('.'), message: issue.message }];
  });
}
