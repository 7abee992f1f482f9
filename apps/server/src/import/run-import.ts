// One import run: the target prepared, the source read, its files brought into the media library,
// its records written, the photos' variants made, and our server's answers compared with the
// source's. Every phase reports into one ImportReport.
import path from 'node:path';
import { buildApp, inProcessTransport } from '../app.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { createMediaLibrary } from '../modules/media/media-library.ts';
import { createVariantJobs } from '../modules/media/variant-scheduling.ts';
import { fileAddressesIn, mapFileAddresses } from './files/file-addresses.ts';
import type { MapAddress } from './files/file-addresses.ts';
import { addressKey, importFiles } from './files/import-files.ts';
import type { FileResults } from './files/import-files.ts';
import type { ImportContext } from './import-context.ts';
import { ImportReport } from './import-report.ts';
import type { Progress } from './progress.ts';
import { readSource } from './source/read-source.ts';
import { SourceClient } from './source/source-client.ts';
import { prepareTarget } from './write/prepare-target.ts';
import { sourceItems } from './write/source-items.ts';
import type { ImportItem } from './write/source-items.ts';
import { writeItems } from './write/write-items.ts';
import { writeCarStages } from './write/car-programmes.ts';
import { writeWheelFitments } from './write/wheel-fitments.ts';
import { writeGalleryParts } from './write/gallery-parts.ts';
import { verifyAnswers } from './verify/verify-answers.ts';

export interface ImportOptions {
  /** The source's API base, such as https://cms.example.com/api. */
  from: string;
  /** Its image base (SPEC section 7's IMAGE_BASE_URL); `<from>/static/` by default. */
  images?: string | undefined;
  dryRun?: boolean;
  replaceDemo?: boolean;
  /** Per request; SPEC section 9's production API timeout by default. */
  timeoutMs?: number;
  retries?: number;
  concurrency?: number;
  /**
   * Wait for the imported photos' variants. Off by default: they are queued as an upload's are,
   * and what the run leaves the server's start-up sweep or a first request makes.
   */
  waitForVariants?: boolean;
  progress: Progress;
}

export async function runImport(config: Config, db: Db, options: ImportOptions): Promise<ImportReport> {
  const started = Date.now();
  const apiBase = new URL(options.from.replace(/\/*$/, '/'));
  const imageBase = new URL(options.images ?? new URL('static/', apiBase).href);
  const origin = options.from.replace(/\/+$/, '');
  const dryRun = options.dryRun ?? false;
  const report = new ImportReport(origin, dryRun);
  await prepareTarget(db, { dataDir: config.DATA_DIR, replaceDemo: options.replaceDemo ?? false, dryRun });

  const library = createMediaLibrary({ config, staticDir: path.join(config.DATA_DIR, 'static') });
  const variantJobs = createVariantJobs(db, library, () => undefined);
  const concurrency = options.concurrency ?? 4;
  const context: ImportContext = {
    db,
    origin,
    bases: { apiBase: new URL(origin), imageBase },
    client: new SourceClient({
      apiBase: origin,
      timeoutMs: options.timeoutMs ?? 15_000,
      retries: options.retries ?? 2,
      downAfter: 5,
      maxFileBytes: config.MEDIA_MAX_BYTES,
    }),
    report,
    dryRun,
    library,
    variantJobs,
    progress: options.progress,
    concurrency,
  };
  try {
    const reading = options.progress.phase('read');
    const snapshot = await readSource(context.client, report, {
      concurrency,
      onProgress: (done, known) => reading.update(done, known),
    });
    reading.end(`${snapshot.answers.length} calls in both languages`);

    const items = sourceItems(snapshot);
    const files = await importFiles(context, items.flatMap(namedFiles));
    const skip = new Set<string>();
    const mapped = items.map((item) => withOurFiles(item, files, report, skip));
    const localIds = await writeItems(context, mapped, skip);
    // The rows that name other items, once every item is written (write/linked-rows.ts).
    for (const writeLinkedRows of [writeCarStages, writeWheelFitments, writeGalleryParts])
      await writeLinkedRows(context, snapshot, localIds);

    if (!dryRun && (options.waitForVariants ?? false)) {
      const variants = options.progress.phase('variants');
      const total = variantJobs.pending;
      const timer = setInterval(() => variants.update(total - variantJobs.pending, total), 500);
      await variantJobs.idle();
      clearInterval(timer);
      variants.end();
    }
    if (!dryRun && !report.summary.sourceDown)
      report.summary.verification = await verify(
        config,
        db,
        snapshot.answers,
        mapAddressWith(files),
        options.progress,
      );
  } finally {
    await variantJobs.stop();
    library.close();
    report.summary.seconds = (Date.now() - started) / 1000;
  }
  return report;
}

function namedFiles(item: ImportItem) {
  return fileAddressesIn([item.row, ...(item.tabs ?? []).map((tab) => tab.row), ...(item.codes ?? [])]);
}

function mapAddressWith(files: FileResults): MapAddress {
  return (address, place) => files.mapped.get(addressKey(address, place)) ?? address;
}

/** The item with our addresses for its files; one whose file failed is skipped, and said so. */
function withOurFiles(
  item: ImportItem,
  files: FileResults,
  report: ImportReport,
  skip: Set<string>,
): ImportItem {
  const key = `${item.table}:${item.sourceId}`;
  const map: MapAddress = (address, place) => {
    // A file the source stopped before giving: the item waits for the run that resumes.
    if (files.postponed.has(addressKey(address, place))) skip.add(key);
    const failure = files.failed.get(addressKey(address, place));
    if (failure !== undefined && !skip.has(key)) {
      skip.add(key);
      report.problem({
        kind: /missing/.test(failure) ? 'missing-file' : 'bad-file',
        item: key,
        file: address,
        message: failure,
      });
    }
    return files.mapped.get(addressKey(address, place)) ?? address;
  };
  return {
    ...item,
    row: mapFileAddresses(item.row, map),
    ...(item.tabs && { tabs: item.tabs.map((tab) => ({ ...tab, row: mapFileAddresses(tab.row, map) })) }),
    ...(item.codes && { codes: mapFileAddresses(item.codes, map) }),
  };
}

async function verify(
  config: Config,
  db: Db,
  answers: Parameters<typeof verifyAnswers>[1],
  mapAddress: MapAddress,
  progress: Progress,
) {
  const app = await buildApp({ config, db, withWebApp: false, logger: false, runJobs: false });
  try {
    return await verifyAnswers(inProcessTransport(app), answers, mapAddress, progress.phase('verify'));
  } finally {
    await app.close();
  }
}
