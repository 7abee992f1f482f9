// The typed failure of an /api/admin call: the HTTP status, the server's (English) message, the
// per-field issues of a 400, the wait of a 429, and the sign-in answer's totpRequired flag.
export interface FieldIssue {
  path: string[];
  message: string;
}

export class AdminApiError extends Error {
  readonly status: number;
  readonly issues: FieldIssue[];
  readonly retryAfterSeconds: number | null;
  readonly totpRequired: boolean;
  /** The failure's own result (a 409's current state, for instance), unchecked. */
  readonly result: unknown;

  constructor(
    status: number,
    message: string,
    extra: {
      issues?: FieldIssue[];
      retryAfterSeconds?: number | null;
      totpRequired?: boolean;
      result?: unknown;
    } = {},
  ) {
    super(message);
    this.name = 'AdminApiError';
    this.status = status;
    this.issues = extra.issues ?? [];
    this.retryAfterSeconds = extra.retryAfterSeconds ?? null;
    this.totpRequired = extra.totpRequired ?? false;
    this.result = extra.result;
  }

  /** Status 0: no answer at all (offline, server down, connection reset). */
  get isNetwork(): boolean {
    return this.status === 0;
  }

  /** The first issue for a field (by its top-level name), for the message beside it. */
  issueFor(field: string): string | undefined {
    return this.issues.find((issue) => issue.path[0] === field)?.message;
  }
}

/** Seconds from a Retry-After header (delta-seconds or an HTTP date). */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}
