import { type ErrorCode, isErrorCode } from '@mijote/contracts';

// The transport of the web app's calls to its own API: screens call an endpoint with `api()`
// (lib/api.ts), which sends it through here. Errors come back as `{ code, message }`
// (docs/conventions.md: one error type with codes); the UI turns the code into `errors.<code>`.

/**
 * Codes only the browser can produce: no network at all, the server unreachable, or too many
 * changes already waiting in the offline queue, or changes waiting that a change of the whole
 * list must not overtake.
 */
export type ClientErrorCode = 'OFFLINE' | 'NETWORK' | 'OUTBOX_FULL' | 'OUTBOX_PENDING';
export type AppErrorCode = ErrorCode | ClientErrorCode;

/** A field the server refused, with the i18n key of why (`validation.*`). */
export type FieldIssue = { path: string; message: string };

export class ApiError extends Error {
  readonly status: number;
  readonly code: AppErrorCode;
  readonly issues: FieldIssue[];

  constructor(
    status: number,
    code: AppErrorCode,
    message: string = code,
    issues: FieldIssue[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A code the server did not send (or sent unknown) still maps to a sensible French text. */
export function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 404) return 'NOT_FOUND';
  if (status === 422 || status === 400) return 'VALIDATION_FAILED';
  if (status === 429) return 'RATE_LIMITED';
  // A proxy's own 503 (the server restarting behind it) says the same as ours.
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  return 'INTERNAL';
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** A change's `Idempotency-Key` (the offline queue, decision 036). */
  idempotencyKey?: string;
};

async function readErrorBody(
  response: Response,
): Promise<{ code?: unknown; message?: unknown; issues?: unknown }> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? body : {};
  } catch {
    return {};
  }
}

/**
 * The transport under `api()` (lib/api.ts) and the two better-auth calls of sign-out: the answer
 * is unknown here, to be read with a schema, never cast (decision 030).
 */
export async function http(path: string, options: RequestOptions = {}): Promise<unknown> {
  const { method = 'GET', body, signal, idempotencyKey } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(idempotencyKey === undefined ? {} : { 'Idempotency-Key': idempotencyKey }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK');
  }

  if (!response.ok) throw await apiErrorFrom(response);

  if (response.status === 204) return undefined;
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

/** The ApiError a refused answer carries (for callers that read a response themselves). */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  const { code, message, issues } = await readErrorBody(response);
  const errorCode = isErrorCode(code) ? code : codeForStatus(response.status);
  return new ApiError(
    response.status,
    errorCode,
    typeof message === 'string' ? message : errorCode,
    readIssues(issues),
  );
}

function readIssues(value: unknown): FieldIssue[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (issue): issue is FieldIssue =>
      typeof issue === 'object' &&
      issue !== null &&
      typeof issue.path === 'string' &&
      typeof issue.message === 'string',
  );
}
