// The SQLite database copied through SQLite's online backup API (better-sqlite3's backup()),
// while the site serves and writes: the copy is consistent to one moment. All pages are copied in
// one step, inside one read transaction; copied in several steps, a write by the server between
// two of them would start the copy over, and a site that keeps writing would never let it end.
// Run where blocking the event loop for that step does not matter (the command line, a child process).
import { existsSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { BackupError } from '../backup-error.ts';
import type { DatabaseFacts } from './database-facts.ts';
import { MIGRATION_TABLE } from './database-facts.ts';

/** Pages per backup step: all of them. */
const ALL_PAGES = 0x7fffffff;
/** How long opening waits for a write lock the server holds at that instant (ms). */
const OPEN_WAIT_MS = 10_000;

export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, 'site.db');
}

export async function copySqlite(dataDir: string, destination: string): Promise<DatabaseFacts> {
  const file = sqliteFile(dataDir);
  if (!existsSync(file)) throw new BackupError(`there is no database to back up: ${file} does not exist`);
  const source = new SQLite(file, { fileMustExist: true });
  try {
    source.pragma(`busy_timeout = ${OPEN_WAIT_MS}`);
    await source.backup(destination, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  const copy = new SQLite(destination);
  try {
    // One self-contained file: the copy keeps no write-ahead log of its own.
    copy.pragma('journal_mode = DELETE');
    return readSqliteFacts(copy);
  } finally {
    copy.close();
  }
}

export function readSqliteFacts(db: SQLite.Database): DatabaseFacts {
  const names = (
    db
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name",
      )
      .all() as { name: string }[]
  ).map((row) => row.name);
  if (!names.includes(MIGRATION_TABLE))
    throw new BackupError('the database holds no site schema (it was never migrated): nothing to back up');
  const tables: Record<string, number> = {};
  for (const name of names) {
    const { n } = db.prepare(`select count(*) as n from "${name.replaceAll('"', '""')}"`).get() as {
      n: number;
    };
    tables[name] = n;
  }
  const migrations = (
    db.prepare(`select name from ${MIGRATION_TABLE} order by name`).all() as { name: string }[]
  ).map((row) => row.name);
  return { tables, migrations };
}
