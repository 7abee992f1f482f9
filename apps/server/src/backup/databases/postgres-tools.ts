// Running PostgreSQL's own tools (pg_dump, pg_restore) on the site's DATABASE_URL. The password
// goes to them in the environment (PGPASSWORD), never on a command line other users can read;
// node-postgres's own URL parameters are put in libpq's words.
import { spawn } from 'node:child_process';
import { BackupError } from '../backup-error.ts';

/** The URL for libpq without its password, and the environment that carries the password. */
export function libpqConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  // node-postgres's `ssl=true` and `sslmode=no-verify` have no libpq spelling but `require`.
  const ssl = url.searchParams.get('ssl');
  url.searchParams.delete('ssl');
  if (url.searchParams.get('sslmode') === 'no-verify') url.searchParams.set('sslmode', 'require');
  if ((ssl === 'true' || ssl === '1') && !url.searchParams.has('sslmode'))
    url.searchParams.set('sslmode', 'require');
  // libpq reads `%20`, not `+`, as a space (`options=-c search_path=…`).
  const query = [...url.searchParams]
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  url.search = query === '' ? '' : `?${query}`;
  return { url: url.toString(), env: password === '' ? {} : { PGPASSWORD: password } };
}

/** Runs a PostgreSQL tool to its end; refuses in words when it is missing or fails. */
export async function runTool(
  command: string,
  args: readonly string[],
  { env = {}, setting }: { env?: NodeJS.ProcessEnv; setting: string },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${command} was not found: install PostgreSQL's client programs (Debian: postgresql-client) or name the program in ${setting}`,
            )
          : error,
      ),
    );
    child.on('close', (code, signal) => {
      if (code === 0) resolve(stdout);
      else
        reject(
          new BackupError(
            `${command} failed (${signal ?? `exit code ${code}`}): ${stderr.trim() || 'no message'}`,
          ),
        );
    });
  });
}

/** A name as PostgreSQL quotes an identifier (also what pg_dump's -n takes for an exact name). */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
