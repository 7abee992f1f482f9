// Failures that mean the database cannot be used right now, not that a statement was wrong: the
// PostgreSQL server is down, restarting, refusing or dropped the connection; the SQLite file cannot
// be read or written (I/O error, full disk). Requests that meet one are answered 503 with
// Retry-After; the process stays up and the next request tries again.
import { DatabaseBusyError } from './database-busy.ts';

/** Node's socket errors on the way to the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** PostgreSQL's SQLSTATE classes and codes of "not now". */
function isPostgresUnavailable(code: string): boolean {
  return (
    code.startsWith('08') || // connection exception
    code === '57P01' || // admin_shutdown (pg_terminate_backend, a fast stop)
    code === '57P02' || // crash_shutdown
    code === '57P03' || // cannot_connect_now (starting up, shutting down)
    code.startsWith('53') || // insufficient resources: disk full, out of memory, too many connections
    code === '57014' || // query_canceled (statement_timeout under load)
    code === '25006' || // read_only_sql_transaction (a standby, or a primary being failed over)
    code === '40001' || // serialization_failure
    code === '40P01' // deadlock_detected: the next attempt goes through
  );
}

/** SQLite's codes of a file that cannot be used (the busy lock is DatabaseBusyError's). */
const SQLITE_UNUSABLE = /^SQLITE_(IOERR|FULL|CANTOPEN|CORRUPT|NOTADB|READONLY|PROTOCOL)/;

/** pg's own messages for a connection lost or never made (they carry no code). */
const PG_CONNECTION_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/i;

export function isDatabaseUnreachable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 4; depth += 1) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || SQLITE_UNUSABLE.test(code) || isPostgresUnavailable(code)) return true;
    }
    if (typeof message === 'string' && PG_CONNECTION_MESSAGES.test(message)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client should wait before asking again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * "Not now" either way: unreachable, or its write lock held elsewhere past the wait; also when it is
 * the cause of another error (a migration that failed for it).
 */
export function isDatabaseAway(error: unknown): boolean {
  if (isDatabaseUnreachable(error)) return true;
  for (let cause = error, depth = 0; cause && depth < 4; depth += 1) {
    if (cause instanceof DatabaseBusyError) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
