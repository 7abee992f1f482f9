// The database of a real server process started by a test (server-process.ts): SQLite in its data
// folder by default, or, when DATABASE_URL is set, a schema of its own in that PostgreSQL database,
// so the same test runs on both. The test reads what the server stored through it.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';

export interface ServerDatabase {
  kind: 'sqlite' | 'postgres';
  /** Settings for the server process (DATABASE_URL on PostgreSQL). */
  env: Record<string, string>;
  /** What hold-write-lock.ts takes: the SQLite file or the PostgreSQL URL. */
  lockTarget: string;
  /** Rows of a query without parameters, read as another process would. */
  rows<T>(query: string): Promise<T[]>;
  /** Sessions the server still holds open (PostgreSQL; always 0 on SQLite). */
  openSessions(): Promise<number>;
  drop(): Promise<void>;
}

export async function serverDatabase(dataDir: string): Promise<ServerDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const file = path.join(dataDir, 'site.db');
    return {
      kind: 'sqlite',
      env: {},
      lockTarget: file,
      rows: async <T>(query: string) => {
        const db = new SQLite(file, { readonly: true });
        try {
          return db.prepare(query).all() as T[];
        } finally {
          db.close();
        }
      },
      openSessions: async () => 0,
      drop: async () => undefined,
    };
  }
  const schema = `server_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const application = `refit-${schema}`;
  const run = async <T>(query: string, url = databaseUrl): Promise<T[]> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(query)).rows as T[];
    } finally {
      await client.end();
    }
  };
  await run(`create schema ${schema}`);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const readerUrl = url.toString();
  // The server's sessions carry a name of their own, so the test can see whether any is left open.
  url.searchParams.set('application_name', application);
  return {
    kind: 'postgres',
    env: { DATABASE_URL: url.toString() },
    lockTarget: readerUrl,
    rows: (query) => run(query, readerUrl),
    openSessions: async () =>
      Number(
        (
          await run<{ n: string }>(
            `select count(*) as n from pg_stat_activity where application_name = '${application}'`,
          )
        )[0]?.n ?? 0,
      ),
    drop: async () => {
      await run(`drop schema ${schema} cascade`);
    },
  };
}
