// The admin command line: `npm run admin -- create-user --email owner@example.com --role owner
// [--name "Wang Wei"]`. The password comes from ADMIN_PASSWORD or a prompt that does not echo it.
// It opens the database the server uses (DATA_DIR / DATABASE_URL, read as the server reads
// them), brings its schema up to date, and may run while the server runs (SQLite waits for the
// server's writes; see busy_timeout in db/connect.ts).
import { parseArgs } from 'node:util';
import { emailSchema } from '@refit/contract/admin';
import { ADMIN_ROLES, isAdminRole } from '@refit/contract/admin/roles';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { recordAudit } from '../modules/admin/audit/record-audit.ts';
import { createUser } from '../modules/admin/users/repository.ts';
import { readHiddenLine } from './hidden-input.ts';

const USAGE = `Usage: npm run admin -- create-user --email <e-mail> --role <${ADMIN_ROLES.join('|')}> [--name <name>]
The password is read from ADMIN_PASSWORD, or asked for (not shown as you type).`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function readPassword(fromEnvironment: string | undefined): Promise<string> {
  if (fromEnvironment) return fromEnvironment;
  if (!process.stdin.isTTY)
    fail('Set ADMIN_PASSWORD, or run this in a terminal to be asked for the password.');
  const first = await readHiddenLine('Password (at least 12 characters): ');
  const second = await readHiddenLine('Password again: ');
  if (first !== second) fail('The two passwords differ.');
  return first;
}

async function createUserCommand(args: string[]) {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string', default: '' } },
    strict: true,
  });
  if (!values.email || !values.role) fail(USAGE);
  if (!isAdminRole(values.role)) fail(`--role must be one of ${ADMIN_ROLES.join(', ')}`);
  const role = values.role;
  const email = emailSchema.safeParse(values.email);
  if (!email.success) fail(`--email ${email.error.issues[0]?.message ?? 'is not an e-mail address'}`);

  const config = loadConfig();
  const password = await readPassword(config.ADMIN_PASSWORD);
  const db = openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  try {
    await migrateToLatest(db);
    const user = await createUser(
      db,
      { email: email.data, name: values.name ?? '', role, password },
      (trx, created) =>
        recordAudit(trx, {
          actorId: null,
          action: 'user.create',
          target: `user:${created.id}`,
          detail: { email: created.email, role: created.role, via: 'command line' },
        }),
    );
    console.log(`Created ${user.role} ${user.email} (id ${user.id}). Sign in at /admin/login.`);
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 400 || status === 409) fail((error as Error).message);
    throw error;
  } finally {
    await db.destroy();
  }
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'create-user') return createUserCommand(rest);
  fail(USAGE);
}

main().catch((error: unknown) => {
  console.error((error as Error).message ?? error);
  process.exit(1);
});
