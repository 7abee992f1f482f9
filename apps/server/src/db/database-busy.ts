// A statement that could not get the database's write lock in time, because another process
// (a backup, a migration, another server) held it longer than the configured wait. The API
// answers it with 503 and Retry-After: nothing was written, and the same request may be sent again.
export class DatabaseBusyError extends Error {
  readonly statusCode = 503;
  /** Seconds a client should wait before sending the request again. */
  readonly retryAfterSeconds = 2;

  constructor(waitedMs: number) {
    super(`the database is busy (write lock held elsewhere for over ${waitedMs} ms)`);
    this.name = 'DatabaseBusyError';
  }
}
