// What the API client logs when a call fails (SPEC section 8), and the error it then throws.
// Callers decide what the visitor sees; most failures only end up in the console.

export const NETWORK_ERROR_MESSAGE = 'network error, please check your network connection';

const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  401: 'unauthorized, please log in again',
  403: 'access forbidden',
  404: 'resource does not exist',
  500: 'internal server error',
};

/** The console message for an HTTP status; 0 stands for "no response" (network failure or time-out). */
export function messageForStatus(status: number): string {
  if (status === 0) return NETWORK_ERROR_MESSAGE;
  return STATUS_MESSAGES[status] ?? 'request failed';
}

export class ApiError extends Error {
  /** HTTP status, or 0 when no response arrived. */
  readonly status: number;
  /** Response body when the server answered (usually the `{ success, result, message }` envelope). */
  readonly body: unknown;
  readonly timedOut: boolean;

  constructor(
    message: string,
    options: { status: number; body?: unknown; timedOut?: boolean; cause?: unknown },
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.status = options.status;
    this.body = options.body;
    this.timedOut = options.timedOut ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
