// `npm run backup [-- --to DIR]`: one archive of the site's database, data files and media library
// in BACKUP_DIR (or DIR; either a folder or s3://bucket/prefix), made while the site serves. It
// reads DATA_DIR / DATABASE_URL as the server does (config.ts). docs/backups.md tells what is in the archive and how to restore it.
import { parseArgs } from 'node:util';
import { BackupError } from '../backup/backup-error.ts';
import { describeLocation, parseBackupLocation } from '../backup/backup-location.ts';
import { databaseKind } from '../backup/backup-target.ts';
import { createBackup } from '../backup/making/create-backup.ts';
import { describeFiles, formatBytes } from '../backup/archive-file/summary.ts';
import { loadConfig } from '../config.ts';

const USAGE = `Usage: npm run backup [-- --to <folder | s3://bucket/prefix>]
Writes refit-backup-<time>.tar.gz to the folder or bucket prefix (default: BACKUP_DIR).`;

async function main() {
  let values;
  try {
    ({ values } = parseArgs({
      args: process.argv.slice(2),
      options: { to: { type: 'string' }, help: { type: 'boolean' } },
      strict: true,
    }));
  } catch (error) {
    throw new BackupError(`${(error as Error).message}\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (values.to === '') throw new BackupError(`--to needs a folder\n${USAGE}`);
  const config = loadConfig();
  const to = values.to ?? config.BACKUP_DIR;
  // A folder is made absolute; an s3:// location is checked as BACKUP_DIR is.
  let where;
  try {
    where = describeLocation(parseBackupLocation(to));
  } catch (error) {
    throw new BackupError(`--to ${(error as Error).message}\n${USAGE}`);
  }
  const result = await createBackup(config, { toDir: where });
  const { manifest } = result;
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    [
      `Backed up ${databaseKind(config) === 'sqlite' ? 'SQLite' : `PostgreSQL (schema ${manifest.database.schema})`}: ` +
        `${Object.keys(manifest.tables).length} tables, ${rows} rows, schema version ${manifest.migrations.count} (${manifest.migrations.latest})`,
      ...describeFiles(manifest),
      `media: ${manifest.media.storage === 's3' ? `from bucket ${manifest.media.bucket}` : 'from the data folder'}`,
      `Archive: ${result.file} (${formatBytes(result.bytes)}) in ${(result.ms / 1000).toFixed(1)} s`,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${(error as Error).message ?? error}`);
  process.exit(1);
});
