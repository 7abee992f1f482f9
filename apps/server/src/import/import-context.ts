// What every phase of an import works with: the target database and media library, the source,
// the report, and how progress is told.
import type { Db } from '../db/connect.ts';
import type { VariantJobs } from '../modules/images/variant-jobs.ts';
import type { MediaLibrary } from '../modules/media/media-library.ts';
import type { SourceBases } from './files/source-address.ts';
import type { ImportReport } from './import-report.ts';
import type { Progress } from './progress.ts';
import type { SourceClient } from './source/source-client.ts';

export interface ImportContext {
  db: Db;
  /** The source's API base as given: what revisions and the ledger name as the origin. */
  origin: string;
  bases: SourceBases;
  client: SourceClient;
  report: ImportReport;
  dryRun: boolean;
  library: MediaLibrary;
  variantJobs: VariantJobs;
  progress: Progress;
  concurrency: number;
}
