// Where archives go: a folder on this machine, or a prefix of an S3-compatible bucket named as
// `s3://bucket/prefix` (BACKUP_DIR, `npm run backup -- --to`, `npm run restore -- s3://…/archive`).
// The store's address and keys are the media library's (MEDIA_S3_ENDPOINT and the rest): one store
// per site, the bucket named here (decision 0060).
import path from 'node:path';

/** A bucket's name as S3-compatible stores accept it; MEDIA_S3_BUCKET's rule too. */
export const S3_BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
/** A key prefix of plain path segments; MEDIA_S3_PREFIX's rule too. */
export const S3_PREFIX = /^([A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*)?$/;
export const S3_PREFIX_MAX = 200;
const SCHEME = 's3://';

export type BackupLocation =
  | { kind: 'folder'; folder: string }
  /** `prefix` is '' or ends in '/'. */
  | { kind: 's3'; bucket: string; prefix: string };

export function isS3Location(text: string): boolean {
  return text.toLowerCase().startsWith(SCHEME);
}

/** What is wrong with an `s3://` location, in words; undefined when it is a good one. */
export function s3LocationProblem(text: string): string | undefined {
  const [bucket = '', ...rest] = text.slice(SCHEME.length).split('/');
  const prefix = rest.join('/').replace(/\/+$/, '');
  if (!text.startsWith(SCHEME)) return 'must begin with s3:// in lower case';
  if (!S3_BUCKET_NAME.test(bucket)) return 'must name a bucket (3-63 of a-z 0-9 . -) after s3://';
  if (prefix.length > S3_PREFIX_MAX || !S3_PREFIX.test(prefix))
    return 'must have a prefix such as s3://bucket/site-a/backups (letters, digits, . _ - between slashes)';
  return undefined;
}

/** A folder (made absolute) or an `s3://bucket/prefix`; throws the problem of a bad s3 location. */
export function parseBackupLocation(text: string): BackupLocation {
  if (!isS3Location(text)) return { kind: 'folder', folder: path.resolve(text) };
  const problem = s3LocationProblem(text);
  if (problem) throw new Error(`${text} ${problem}`);
  const [bucket = '', ...rest] = text.slice(SCHEME.length).split('/');
  const prefix = rest.join('/').replace(/\/+$/, '');
  return { kind: 's3', bucket, prefix: prefix === '' ? '' : `${prefix}/` };
}

/** The location as people write it. */
export function describeLocation(location: BackupLocation): string {
  return location.kind === 'folder'
    ? location.folder
    : `${SCHEME}${location.bucket}/${location.prefix.replace(/\/$/, '')}`.replace(/\/$/, '');
}

/**
 * An archive in a bucket, `s3://bucket/prefix/<archive>`, as `npm run restore` takes it: its
 * location and name; undefined for anything else.
 */
export function splitS3Archive(
  text: string,
): { location: BackupLocation & { kind: 's3' }; name: string } | undefined {
  if (!isS3Location(text)) return undefined;
  const slash = text.lastIndexOf('/');
  const location = parseBackupLocation(text.slice(0, slash));
  if (location.kind !== 's3' || slash < SCHEME.length) return undefined;
  return { location, name: text.slice(slash + 1) };
}
