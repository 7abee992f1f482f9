// Opens the database: embedded SQLite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
}

export type Db = Kysely<Database>;

export function openDatabase({ dataDir, databaseUrl }: DatabaseOptions): Db {
  if (databaseUrl) {
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 10 }) }),
    });
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(dataDir, 'site.db'));
  // WAL lets readers go on while an enquiry is written; NORMAL sync is durable across process crashes in WAL.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
