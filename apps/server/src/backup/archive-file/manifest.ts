// What a backup archive says about itself (manifest.json, its last entry): the format, the
// database's kind and schema version, rows per table, and the size and SHA-256 of every other
// entry, so that a restore can check the whole archive before it writes anything.
import { z } from 'zod';

export const ARCHIVE_FORMAT = 'refit-showcase-backup';
/** Raised when an archive's layout changes in a way an older restore could not read. */
export const FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
/** Where the database sits in the archive, per kind. */
export const DATABASE_ENTRY = { sqlite: 'database/site.db', postgres: 'database/postgres.dump' } as const;
/** Where the data folder's files sit in the archive: `data/<folder>/<path>`. */
export const DATA_PREFIX = 'data/';
/** A manifest larger than this is not one of ours. */
export const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

export type DatabaseKind = keyof typeof DATABASE_ENTRY;

const fileRecordSchema = z.object({
  path: z.string().min(1),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type FileRecord = z.infer<typeof fileRecordSchema>;

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.number().int().min(1),
  createdAt: z.iso.datetime(),
  /** The program that wrote it: the package's name and version, the Node version. */
  createdBy: z.string(),
  database: z.object({
    kind: z.enum(['sqlite', 'postgres']),
    /** PostgreSQL: the schema the site's tables live in, and the server's version. */
    schema: z.string().optional(),
    serverVersion: z.string().optional(),
  }),
  /** The applied migrations, in order: the schema version is their count and the last name. */
  migrations: z.object({
    count: z.number().int().min(0),
    latest: z.string().nullable(),
    names: z.array(z.string()),
  }),
  /** Rows per table at the moment the database was copied. */
  tables: z.record(z.string(), z.number().int().min(0)),
  media: z.object({
    storage: z.enum(['local', 's3']),
    /** S3: where the objects came from. */
    bucket: z.string().optional(),
    prefix: z.string().optional(),
  }),
  /** What the archive leaves out, in words. */
  notIncluded: z.array(z.string()),
  files: z.array(fileRecordSchema),
});
export type Manifest = z.infer<typeof manifestSchema>;
