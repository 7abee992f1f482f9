// Whether this code can take a database of the archive's schema version: the archive's applied
// migrations must be the first ones this code knows. Fewer is an older site, migrated after the
// restore; one this code does not know is a newer site, refused.
import { knownMigrations } from '../../db/migrate.ts';
import { BackupError } from '../backup-error.ts';

export interface SchemaComparison {
  /** Migrations the archive has. */
  archived: number;
  /** Migrations this code has; more than `archived` means the restore migrates. */
  known: number;
}

export async function compareSchema(archivedNames: readonly string[]): Promise<SchemaComparison> {
  const known = await knownMigrations();
  const unknown = archivedNames.filter((name) => !known.includes(name));
  if (unknown.length > 0)
    throw new BackupError(
      `the archive comes from a newer version of the site: its database has ${archivedNames.length} migrations, ` +
        `this code knows ${known.length} and not ${unknown.join(', ')}. Restore it with the newer version.`,
    );
  archivedNames.forEach((name, index) => {
    if (known[index] !== name)
      throw new BackupError(
        `the archive's migrations are not in this code's order (${name} where ${known[index] ?? 'none'} belongs)`,
      );
  });
  return { archived: archivedNames.length, known: known.length };
}
