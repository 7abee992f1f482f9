// Another process that holds the database's write lock for a while, as a backup job, a migration
// or a second server writing would: `node write-lock-holder.ts <sqlite file | postgres url> <ms>`.
// Prints "locked" once it holds the lock, and exits after releasing it.
import SQLite from 'better-sqlite3';
import pg from 'pg';

const [target, holdFor] = process.argv.slice(2);
if (!target || !holdFor) throw new Error('usage: write-lock-holder.ts <sqlite file | postgres url> <ms>');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

if (/^postgres(ql)?:\/\//.test(target)) {
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  await client.query('begin');
  // Plain reads still pass; every write to the table waits.
  await client.query('lock table contact_enquiry in exclusive mode');
  console.log('locked');
  await sleep(Number(holdFor));
  await client.query('rollback');
  await client.end();
} else {
  const db = new SQLite(target);
  db.exec('begin immediate');
  console.log('locked');
  await sleep(Number(holdFor));
  db.exec('rollback');
  db.close();
}
