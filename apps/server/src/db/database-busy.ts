// A statement that could not get the database's write lock in time, because another process
// (a backup, a migration, another server) held it longer than the configured wait. The API
// answers it with 503 and Retry-After: nothing was written, and the same request may be sent again.
import { TemporarilyUnavailable } from '../http/temporarily-unavailable-error.ts';

export class DatabaseBusyError extends TemporarilyUnavailable {
  constructor(waitedMs: number) {
    super(`the database is busy (write lock held elsewhere for over ${waitedMs} ms)`, {
      message: 'the server is busy, please try again in a moment',
      /** Seconds a client should wait before sending the request again. */
      retryAfterSeconds: 2,
      cause: 'busy',
      log: 'warn',
    });
    this.name = 'DatabaseBusyError';
  }
}
