// The one error every failed API call ends in, and what the API client logs for it (SPEC
// section 8). Callers decide what the visitor sees; most failures only end up in the log.
import type { CallName } from '@refit/contract';

export const NETWORK_ERROR_MESSAGE = 'network error, please check your network connection';

const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  401: 'unauthorized, please log in again',
  403: 'access forbidden',
  404: 'resource does not exist',
  500: 'internal server error',
};

/** The log message for an HTTP status; 0 stands for "no response" (network failure or time-out). */
export function messageForStatus(status: number): string {
  if (status === 0) return NETWORK_ERROR_MESSAGE;
  return STATUS_MESSAGES[status] ?? 'request failed';
}

export type LogLevel = 'info' | 'warn' | 'error';

/**
 * Answers that say the visitor's own request was wrong: an id that does not exist or is malformed
 * (an old link, a typo), or too many requests. Anyone can send thousands of these, so at error level
 * they would fill the error log and bury the site's real failures.
 */
const VISITOR_STATUSES: ReadonlySet<number> = new Set([400, 404, 410, 429]);

/**
 * How loud a failed call is in the log, by its HTTP status (0: no answer). The site's own failures,
 * 5xx and no answer, stay errors; 401 and 403 from the content API mean a setting to look at.
 */
export function logLevelForStatus(status: number): LogLevel {
  if (VISITOR_STATUSES.has(status)) return 'info';
  if (status === 401 || status === 403) return 'warn';
  return 'error';
}

/**
 * - `http`: the server answered with a status outside 2xx;
 * - `network`: no answer arrived (connection refused, DNS, CORS, …);
 * - `timeout`: no answer within the configured time (SPEC section 9);
 * - `refused`: an envelope without a result to use (`success` false, or no `result`);
 * - `invalid`: an answer that is not the contract's shape (no envelope, or a malformed result).
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'refused' | 'invalid';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly call: CallName;
  /** HTTP status, or 0 when no answer arrived. */
  readonly status: number;
  /** The answer's body when there was one (usually the `{ success, result, message }` envelope). */
  readonly body: unknown;

  constructor(
    message: string,
    options: { kind: ApiErrorKind; call: CallName; status: number; body?: unknown; cause?: unknown },
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.kind = options.kind;
    this.call = options.call;
    this.status = options.status;
    this.body = options.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The API does not know the thing asked for: a 404 (or another of `statuses`, such as a 400
 * for an id it rejects), or an envelope without a result.
 */
export function isNotFound(error: unknown, statuses: readonly number[] = [404]): boolean {
  return (
    isApiError(error) &&
    (error.kind === 'refused' || (error.kind === 'http' && statuses.includes(error.status)))
  );
}

/** A short text for the log: the message of an Error, else the value itself. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
