// `npm run restore -- ARCHIVE [--force]`: restores a backup archive (npm run backup), a file or an
// object of a bucket (downloaded and checked first), into the
// site's DATA_DIR / DATABASE_URL, read as the server reads them (config.ts). Stop the site first.
import { parseArgs } from 'node:util';
import { withArchiveAtHand } from '../backup/restoring/archive-at-hand.ts';
import { BackupError } from '../backup/backup-error.ts';
import { restoreBackup } from '../backup/restoring/restore-backup.ts';
import { describeFiles, describeTables, formatBytes } from '../backup/archive-file/summary.ts';
import { loadConfig } from '../config.ts';

const USAGE = `Usage: npm run restore -- <archive.tar.gz | s3://bucket/prefix/archive.tar.gz> [--force]
Restores into an empty DATA_DIR and database. --force replaces a site that is not empty, after
backing it up to BACKUP_DIR. Stop the site first.`;

async function main() {
  let parsed;
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      options: { force: { type: 'boolean', default: false }, help: { type: 'boolean' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new BackupError(`${(error as Error).message}\n${USAGE}`);
  }
  if (parsed.values.help) {
    console.log(USAGE);
    return;
  }
  const [archive, ...extra] = parsed.positionals;
  if (!archive || extra.length > 0) {
    console.error(USAGE);
    process.exit(1);
  }
  const config = loadConfig();
  const progress = (message: string) => console.log(message);
  const result = await withArchiveAtHand(
    config,
    archive,
    (file) => restoreBackup(config, file, { force: parsed.values.force, progress }),
    progress,
  );
  const { manifest, schema } = result;
  console.log(
    [
      `Restored the backup of ${manifest.createdAt} into ${config.DATABASE_URL ? `PostgreSQL (schema ${manifest.database.schema})` : config.DATA_DIR}:`,
      schema.known > schema.archived
        ? `schema version ${schema.archived}, migrated to ${schema.known}`
        : `schema version ${schema.known}`,
      'rows per table:',
      ...describeTables(result.tables),
      `files: ${result.files}, ${formatBytes(result.bytes)}`,
      ...describeFiles(manifest),
      ...(manifest.media.storage === 's3' ? [`media came from the bucket ${manifest.media.bucket}`] : []),
      ...(result.replaced ? [`what was there before is in ${result.replaced.file}`] : []),
      `done in ${(result.ms / 1000).toFixed(1)} s`,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(`Restore refused or failed: ${(error as Error).message ?? error}`);
  process.exit(1);
});
