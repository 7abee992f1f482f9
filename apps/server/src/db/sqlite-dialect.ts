// Kysely's SQLite dialect, with one change of behaviour: a statement that finds the write lock
// held by another connection waits for it asynchronously, so the event loop keeps serving reads.
//
// better-sqlite3 is synchronous: with a busy_timeout, SQLite sleeps inside the call and the whole
// process stops (a 5 s lock held by a backup froze every page, file and API read for 5 s). Here
// the connection has no busy_timeout; a statement or BEGIN that fails with SQLITE_BUSY is retried
// on a timer with backoff, and after `lockWaitMs` fails with DatabaseBusyError (answered 503).
// Why not a worker thread: docs/decisions/0018-write-lock-stall.md.
import type SQLite from 'better-sqlite3';
import { CompiledQuery, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import type {
  DatabaseConnection,
  DatabaseIntrospector,
  Dialect,
  DialectAdapter,
  Driver,
  Kysely,
  QueryCompiler,
  QueryResult,
} from 'kysely';
import { DatabaseBusyError } from './database-busy.ts';

export interface LockTolerantSqliteOptions {
  database: SQLite.Database;
  /** How long a statement may wait for another connection's write lock before giving up (ms). */
  lockWaitMs: number;
  /**
   * How a transaction begins: `immediate` (the default) takes the write lock at once; `deferred`
   * takes none, for a connection whose transactions write only temporary tables
   * (shadow-tables.ts), which leave the file unlocked.
   */
  begin?: 'immediate' | 'deferred';
}

/** First pause after SQLITE_BUSY; each next one doubles, up to MAX_BACKOFF_MS. */
const FIRST_BACKOFF_MS = 2;
const MAX_BACKOFF_MS = 50;

export class LockTolerantSqliteDialect implements Dialect {
  readonly #options: LockTolerantSqliteOptions;

  constructor(options: LockTolerantSqliteOptions) {
    this.#options = options;
  }

  createDriver(): Driver {
    return new LockTolerantSqliteDriver(this.#options);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new ConcurrentSqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

/**
 * Kysely serialises every use of an SQLite connection (one at a time, queued) when the adapter
 * says it has a single connection; a write waiting for the lock would then hold up every read
 * queued behind it. The driver below keeps statements apart itself, so Kysely's queue is off.
 */
class ConcurrentSqliteAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }

  /**
   * SQLite's DDL is transactional; saying so makes Kysely's migrator run the migrations in one
   * transaction, which BEGIN IMMEDIATE turns into the lock that Kysely's SQLite adapter lacks: two
   * processes starting on one file migrate one after the other instead of both at once.
   */
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it does not fail with SQLITE_BUSY, pausing between tries, for at most
 * `lockWaitMs`. `attempt` is synchronous: each try takes the lock at once or fails at once.
 */
async function retryWhileBusy<T>(lockWaitMs: number, attempt: () => Promise<T> | T): Promise<T> {
  const deadline = performance.now() + lockWaitMs;
  let backoff = FIRST_BACKOFF_MS;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (!isBusy(error)) throw error;
      const left = deadline - performance.now();
      if (left <= 0) throw new DatabaseBusyError(lockWaitMs);
      // Jitter keeps two waiting processes from retrying in step.
      await pause(Math.min(left, backoff * (0.5 + Math.random())));
      backoff = Math.min(MAX_BACKOFF_MS, backoff * 2);
    }
  }
}

/**
 * While a transaction is open on the connection, nothing else may run on it (it would run inside
 * the transaction). Callers check `held` and act in the same synchronous step, so no other task
 * can slip in between.
 */
class TransactionGate {
  #held = false;
  #waiting: (() => void)[] = [];

  get held(): boolean {
    return this.#held;
  }

  /** Resolves at the next release; check `held` again after it. */
  released(): Promise<void> {
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  async take(): Promise<void> {
    while (this.#held) await this.released();
    this.#held = true;
  }

  release(): void {
    this.#held = false;
    const waiting = this.#waiting;
    this.#waiting = [];
    for (const wake of waiting) wake();
  }
}

class LockTolerantSqliteDriver implements Driver {
  readonly #database: SQLite.Database;
  readonly #lockWaitMs: number;
  readonly #gate = new TransactionGate();

  readonly #begin: 'immediate' | 'deferred';

  constructor({ database, lockWaitMs, begin = 'immediate' }: LockTolerantSqliteOptions) {
    this.#database = database;
    this.#lockWaitMs = lockWaitMs;
    this.#begin = begin;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new LockTolerantConnection(this.#database, this.#gate, this.#lockWaitMs, this.#begin);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as LockTolerantConnection).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as LockTolerantConnection).end('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as LockTolerantConnection).end('rollback');
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteName(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quoteName(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${quoteName(name)}`));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // A transaction left open by a failure of Kysely's own must not keep the gate shut.
    await (connection as LockTolerantConnection).end('rollback');
  }

  async destroy(): Promise<void> {
    this.#database.close();
  }
}

function quoteName(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** One use of the shared connection: a single statement, or one transaction. */
class LockTolerantConnection implements DatabaseConnection {
  readonly #database: SQLite.Database;
  readonly #gate: TransactionGate;
  readonly #lockWaitMs: number;
  readonly #begin: 'immediate' | 'deferred';
  #inTransaction = false;

  constructor(
    database: SQLite.Database,
    gate: TransactionGate,
    lockWaitMs: number,
    begin: 'immediate' | 'deferred',
  ) {
    this.#database = database;
    this.#gate = gate;
    this.#lockWaitMs = lockWaitMs;
    this.#begin = begin;
  }

  /**
   * BEGIN IMMEDIATE takes the write lock at the start, so a transaction waits for it before it
   * has done anything, and never meets SQLITE_BUSY half-way. The gate is let go between tries,
   * so single statements go on meanwhile.
   */
  async begin(): Promise<void> {
    await retryWhileBusy(this.#lockWaitMs, async () => {
      await this.#gate.take();
      try {
        this.#database.exec(`begin ${this.#begin}`);
      } catch (error) {
        this.#gate.release();
        throw error;
      }
    });
    this.#inTransaction = true;
  }

  async end(command: 'commit' | 'rollback'): Promise<void> {
    if (!this.#inTransaction) return;
    try {
      // A COMMIT with no transaction left (SQLite rolled it back after an error) must fail, not
      // pass for a success; a ROLLBACK then has nothing to do.
      if (command === 'commit' || this.#database.inTransaction) this.#database.exec(command);
    } finally {
      // After a failed COMMIT, Kysely rolls back: keep the gate until then.
      if (command === 'rollback' || !this.#database.inTransaction) {
        this.#inTransaction = false;
        this.#gate.release();
      }
    }
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // Inside its own transaction the write lock is already held.
    if (this.#inTransaction) return this.#run<R>(query);
    return retryWhileBusy(this.#lockWaitMs, async () => {
      while (this.#gate.held) await this.#gate.released();
      return this.#run<R>(query);
    });
  }

  // eslint-disable-next-line require-yield -- streaming is not used; Kysely requires the method
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported by this SQLite driver');
  }

  #run<R>({ sql, parameters }: CompiledQuery): QueryResult<R> {
    const statement = this.#database.prepare(sql);
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }
}
