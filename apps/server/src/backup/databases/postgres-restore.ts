// Restoring a pg_dump archive into the site's schema with pg_restore, in one transaction (a
// failure leaves nothing behind). The dump names its schema; the target schema must have that name
// and exist already, so the dump's own CREATE SCHEMA (and the schema's comment) are left out, and
// owners and grants are those of the user restoring.
import { writeFile } from 'node:fs/promises';
import pg from 'pg';
import { BackupError } from '../backup-error.ts';
import { libpqConnection, quoteIdentifier, runTool } from './postgres-tools.ts';

/** TOC lines of the schema itself: `<id>; <oid> <oid> SCHEMA - <name> …` and its COMMENT. */
const SCHEMA_ENTRY = /^\d+;\s+\d+\s+\d+\s+(SCHEMA|COMMENT|ACL)\s+-\s+(SCHEMA\s+)?/;

export async function restorePostgres(
  databaseUrl: string,
  pgRestore: string,
  dump: string,
  listFile: string,
): Promise<void> {
  const { url, env } = libpqConnection(databaseUrl);
  const contents = await runTool(pgRestore, ['--list', dump], { env, setting: 'PG_RESTORE' });
  const kept = contents.split('\n').filter((line) => !SCHEMA_ENTRY.test(line));
  await writeFile(listFile, `${kept.join('\n')}\n`);
  await runTool(
    pgRestore,
    [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--use-list=${listFile}`,
      `--dbname=${url}`,
      dump,
    ],
    { env, setting: 'PG_RESTORE' },
  );
}

/** Runs `work` on a connection of its own to the site's database. */
export async function withPostgres<T>(
  databaseUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`the database cannot be reached: ${(error as Error).message}`, { cause: error });
  }
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The schema DATABASE_URL's connections use, and the tables in it. */
export async function postgresTarget(client: pg.Client): Promise<{ schema: string; tables: string[] }> {
  const { rows } = await client.query<{ schema: string | null }>('select current_schema() as schema');
  const schema = rows[0]?.schema;
  if (!schema)
    throw new BackupError(
      "DATABASE_URL's search_path names no schema that exists: create the schema first, then restore",
    );
  const tables = (
    await client.query<{ name: string }>('select tablename as name from pg_tables where schemaname = $1', [
      schema,
    ])
  ).rows.map((row) => row.name);
  return { schema, tables };
}

/** Drops every table and sequence of the schema, in one transaction (a forced restore, after its backup). */
export async function emptyPostgresSchema(client: pg.Client, schema: string): Promise<void> {
  await client.query('begin');
  try {
    const tables = await client.query<{ name: string }>(
      'select tablename as name from pg_tables where schemaname = $1',
      [schema],
    );
    for (const { name } of tables.rows)
      await client.query(`drop table if exists ${quoteIdentifier(schema)}.${quoteIdentifier(name)} cascade`);
    const sequences = await client.query<{ name: string }>(
      'select sequencename as name from pg_sequences where schemaname = $1',
      [schema],
    );
    for (const { name } of sequences.rows)
      await client.query(
        `drop sequence if exists ${quoteIdentifier(schema)}.${quoteIdentifier(name)} cascade`,
      );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}
