// The PostgreSQL database dumped with pg_dump --format=custom, while the site serves and writes.
// A transaction exports its snapshot; the counts and migrations for the manifest are read in it,
// and pg_dump dumps that same snapshot (--snapshot), so dump and manifest agree to one moment.
// Only the site's schema (DATABASE_URL's current schema) is dumped: others in the database are not
// the site's.
import pg from 'pg';
import { BackupError } from '../backup-error.ts';
import type { DatabaseFacts } from './database-facts.ts';
import { MIGRATION_TABLE } from './database-facts.ts';
import { libpqConnection, quoteIdentifier, runTool } from './postgres-tools.ts';

export interface PostgresFacts extends DatabaseFacts {
  schema: string;
  serverVersion: string;
}

export async function dumpPostgres(
  databaseUrl: string,
  pgDump: string,
  destination: string,
): Promise<PostgresFacts> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`the database cannot be reached: ${(error as Error).message}`, { cause: error });
  }
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string; schema: string | null; version: string }>(
      'select pg_export_snapshot() as snapshot, current_schema() as schema, current_setting($1) as version',
      ['server_version'],
    );
    const { snapshot, schema, version } = rows[0]!;
    if (!schema) throw new BackupError("DATABASE_URL's search_path names no schema that exists");
    const facts = await readPostgresFacts(client, schema);
    const { url, env } = libpqConnection(databaseUrl);
    await runTool(
      pgDump,
      [
        '--format=custom',
        `--snapshot=${snapshot}`,
        `--schema=${quoteIdentifier(schema)}`,
        '--no-owner',
        '--no-privileges',
        `--file=${destination}`,
        `--dbname=${url}`,
      ],
      { env, setting: 'PG_DUMP' },
    );
    await client.query('commit');
    return { ...facts, schema, serverVersion: version };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The site's tables in `schema` with their rows, and its applied migrations. */
export async function readPostgresFacts(client: pg.Client, schema: string): Promise<DatabaseFacts> {
  const names = (
    await client.query<{ name: string }>(
      'select tablename as name from pg_tables where schemaname = $1 order by tablename',
      [schema],
    )
  ).rows.map((row) => row.name);
  if (!names.includes(MIGRATION_TABLE))
    throw new BackupError(
      `the schema ${schema} holds no site schema (it was never migrated): nothing to back up`,
    );
  const tables: Record<string, number> = {};
  for (const name of names) {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from ${quoteIdentifier(schema)}.${quoteIdentifier(name)}`,
    );
    tables[name] = Number(rows[0]!.n);
  }
  const migrations = (
    await client.query<{ name: string }>(
      `select name from ${quoteIdentifier(schema)}.${MIGRATION_TABLE} order by name`,
    )
  ).rows.map((row) => row.name);
  return { tables, migrations };
}
