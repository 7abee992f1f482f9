// Opens the database: embedded SQLite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely } from 'kysely';
import pg from 'pg';
import { OwnSchemaPostgresDialect } from './own-schema-postgres-dialect.ts';
import type { Database } from './schema.ts';
import { LockTolerantSqliteDialect } from './sqlite-dialect.ts';

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** SQLite: how long a statement waits for another process's write lock before failing (ms). */
  lockWaitMs?: number | undefined;
  /**
   * PostgreSQL: told of a connection the server dropped (a restart, pg_terminate_backend). The
   * pool forgets that connection and opens a new one for the next query. Without a listener, the
   * 'error' event of the pool (an idle connection) or of a client (one lent out, between the
   * statements of a transaction) would end the process.
   */
  onConnectionError?: ((error: Error) => void) | undefined;
}

/** How long a query waits for a new PostgreSQL connection before it fails (and answers 503). */
const CONNECT_TIMEOUT_MS = 5_000;

/** The default of SQLITE_LOCK_WAIT_MS. */
export const DEFAULT_LOCK_WAIT_MS = 8_000;

export type Db = Kysely<Database>;

/** The PostgreSQL address each open database was made from (to LISTEN on a connection of its own). */
const postgresUrls = new WeakMap<Db, string>();

export function postgresUrlOf(db: Db): string | undefined {
  return postgresUrls.get(db);
}

export function openDatabase({
  dataDir,
  databaseUrl,
  lockWaitMs = DEFAULT_LOCK_WAIT_MS,
  onConnectionError = () => undefined,
}: DatabaseOptions): Db {
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A connection to a server that vanished without closing it is found out by TCP keepalive.
      keepAlive: true,
    });
    pool.on('error', onConnectionError);
    pool.on('connect', (client) => client.on('error', onConnectionError));
    const db = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
    postgresUrls.set(db, databaseUrl);
    return db;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'site.db');
  const db = openSqlite(file, lockWaitMs);
  sqliteFiles.set(db, { file, lockWaitMs });
  return db;
}

/** The SQLite file (and lock wait) each open SQLite database was made from. */
const sqliteFiles = new WeakMap<Db, { file: string; lockWaitMs: number }>();

/** Settings of a side connection (openSideConnection); the site's own connection keeps the defaults. */
interface SqliteConnectionOptions {
  foreignKeys?: boolean;
  begin?: 'immediate' | 'deferred';
}

function openSqlite(
  file: string,
  lockWaitMs: number,
  { foreignKeys = true, begin = 'immediate' }: SqliteConnectionOptions = {},
): Db {
  const sqlite = new SQLite(file);
  // WAL lets readers go on while an enquiry is written; NORMAL sync is durable across process crashes in WAL.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
  // No waiting inside SQLite: it would block the event loop. A statement that meets another
  // process's write lock waits on a timer instead (see sqlite-dialect.ts).
  sqlite.pragma('busy_timeout = 0');
  return new Kysely<Database>({
    dialect: new LockTolerantSqliteDialect({ database: sqlite, lockWaitMs, begin }),
  });
}

export interface SideConnection {
  db: Db;
  /**
   * SQLite: writes on `db` hold the file's one write lock until their transaction ends, so work that
   * writes only to roll back writes to temporary copies of its tables (db/shadow-tables.ts).
   */
  sqlite: boolean;
  close(): Promise<void>;
}

/**
 * A database whose transactions leave `db`'s reads running: on SQLite a second connection to the
 * same file (the one connection of `db` runs nothing else while a transaction is open on it); on
 * PostgreSQL `db` itself, whose pool gives each transaction a connection of its own. `close` ends
 * what was opened here.
 */
export function openSideConnection(db: Db): SideConnection {
  const sqlite = sqliteFiles.get(db);
  if (!sqlite) return { db, sqlite: false, close: () => Promise.resolve() };
  // Its transactions write only temporary copies of tables (shadow-tables.ts), so they begin without
  // the write lock; and they are rolled back, after the caller checked their references: the copies
  // have their parents in another schema, where SQLite cannot follow a key.
  const side = openSqlite(sqlite.file, sqlite.lockWaitMs, { foreignKeys: false, begin: 'deferred' });
  return { db: side, sqlite: true, close: () => side.destroy() };
}
