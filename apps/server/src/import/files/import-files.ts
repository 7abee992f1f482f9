// Brings every file the source's records name into the media library, through the library's own
// upload path (files/prepare-upload.ts and files/store-files.ts): the type decided by the bytes,
// photos re-encoded without metadata, a file the library holds already (same bytes) taken as it
// is, variants queued as after an upload. The ledger (import_file) remembers which source address
// became which library file, so a second or resumed run downloads nothing twice. A file that is
// missing, refused, or not what its name claims is reported; the records naming it are skipped.
import { displayName } from '../../modules/media/files/file-name.ts';
import { prepareUpload } from '../../modules/media/files/prepare-upload.ts';
import {
  discardStaged,
  libraryCopyOf,
  recordStaged,
  sha256,
  stageFile,
} from '../../modules/media/files/store-files.ts';
import { UploadRefusal } from '../../modules/media/files/upload-refusal.ts';
import { findMedia, mediaUrl } from '../../modules/media/repository.ts';
import PQueue from 'p-queue';
import type { ImportContext } from '../import-context.ts';
import type { AddressPlace } from './file-addresses.ts';
import { SourceCallError, SourceDownError } from '../source/source-client.ts';
import { claimedKind, downloadUrl } from './source-address.ts';

export interface FileResults {
  /** Source address (as records name it, per place) -> our address. */
  mapped: Map<string, string>;
  /** Source address -> why it could not be brought in. */
  failed: Map<string, string>;
  /** Source addresses not tried because the source stopped answering: left for the next run. */
  postponed: Set<string>;
}

export const addressKey = (address: string, place: AddressPlace) => `${place}:${address}`;

export async function importFiles(
  context: ImportContext,
  named: readonly { address: string; place: AddressPlace }[],
): Promise<FileResults> {
  const { report } = context;
  const results: FileResults = { mapped: new Map(), failed: new Map(), postponed: new Set() };
  // One download per source URL, whatever form of address names it.
  const byUrl = new Map<string, string[]>();
  for (const { address, place } of named) {
    const key = addressKey(address, place);
    if (results.mapped.has(key) || results.failed.has(key)) continue;
    const url = downloadUrl(address, place, context.bases);
    if (!url) {
      results.mapped.set(key, address);
      continue;
    }
    results.mapped.set(key, address);
    byUrl.set(url.href, [...(byUrl.get(url.href) ?? []), key]);
  }
  report.summary.files.referenced = byUrl.size;
  const phase = context.progress.phase('files');
  let done = 0;
  const queue = new PQueue({ concurrency: context.concurrency });
  // Files the source failed to give (no answer, a 5xx): a problem of the file, unless the source
  // turns out to have stopped, when they wait for the run that resumes like the ones not tried.
  const unanswered: [href: string, keys: string[], error: string][] = [];
  const failed = (href: string, keys: readonly string[], error: string) => {
    for (const key of keys) {
      results.mapped.delete(key);
      results.failed.set(key, error);
    }
    report.summary.files.failed += 1;
    report.problem({ kind: /missing/.test(error) ? 'missing-file' : 'bad-file', file: href, message: error });
  };
  await Promise.all(
    [...byUrl].map(([href, keys]) =>
      queue.add(async () => {
        if (report.summary.sourceDown) {
          for (const key of keys) results.postponed.add(key);
          return;
        }
        try {
          const outcome = await bringIn(context, new URL(href));
          if ('address' in outcome) for (const key of keys) results.mapped.set(key, outcome.address);
          else failed(href, keys, outcome.error);
        } catch (error) {
          if (error instanceof SourceDownError) report.summary.sourceDown ??= error.message;
          if (error instanceof SourceDownError || (error instanceof SourceCallError && !error.refusal))
            unanswered.push([href, keys, (error as Error).message]);
          else failed(href, keys, (error as Error).message);
        }
        done += 1;
        phase.update(done, byUrl.size, report.summary.files.bytes);
      }),
    ),
  );
  for (const [href, keys, error] of unanswered) {
    if (report.summary.sourceDown) for (const key of keys) results.postponed.add(key);
    else failed(href, keys, error);
  }
  phase.end(
    `${report.summary.files.downloaded} downloaded, ${report.summary.files.reused} already here, ${report.summary.files.failed} failed`,
  );
  return results;
}

type Outcome = { address: string } | { error: string };

async function bringIn(context: ImportContext, url: URL): Promise<Outcome> {
  const { db, report, origin } = context;
  const known = await db
    .selectFrom('import_file')
    .select('mediaId')
    .where('origin', '=', origin)
    .where('sourceUrl', '=', url.href)
    .executeTakeFirst();
  const knownRow = known && (await findMedia(db, known.mediaId));
  if (knownRow) {
    report.summary.files.reused += 1;
    return { address: mediaUrl(knownRow) };
  }
  const data = await context.client.file(url);
  report.summary.files.bytes += data.length;
  let prepared;
  try {
    prepared = await prepareUpload(data);
  } catch (error) {
    if (error instanceof UploadRefusal) return { error: error.message };
    throw error;
  }
  const claimed = claimedKind(url);
  if (claimed !== null && claimed !== prepared.kind)
    return { error: `named as ${claimed} but its bytes are ${prepared.mime}` };
  const received = sha256(data);
  const copy = await libraryCopyOf(db, [received, sha256(prepared.data)]);
  if (context.dryRun) {
    if (copy) report.summary.files.reused += 1;
    else report.summary.files.downloaded += 1;
    return { address: copy ? mediaUrl(copy) : url.href };
  }
  const importedAt = new Date().toISOString();
  if (copy) {
    await remember(context, url, copy.id, importedAt);
    report.summary.files.reused += 1;
    return { address: mediaUrl(copy) };
  }
  const name = displayName(decodeURIComponent(url.pathname.split('/').pop() ?? 'file'));
  const staged = await stageFile(context.library.storage, name, prepared, received);
  let id: number;
  try {
    id = await db.transaction().execute(async (trx) => {
      const [newId] = await recordStaged(trx, [staged], { id: null, ip: '' });
      await remember(context, url, newId!, importedAt, trx);
      return newId!;
    });
  } catch (error) {
    await discardStaged(context.library.storage, [staged], () => undefined);
    throw error;
  }
  const row = (await findMedia(db, id))!;
  context.variantJobs.schedule([row]);
  report.summary.files.downloaded += 1;
  return { address: mediaUrl(row) };
}

async function remember(
  context: ImportContext,
  url: URL,
  mediaId: number,
  importedAt: string,
  db = context.db,
): Promise<void> {
  await db
    .insertInto('import_file')
    .values({ origin: context.origin, sourceUrl: url.href, mediaId, importedAt })
    .onConflict((conflict) => conflict.columns(['origin', 'sourceUrl']).doUpdateSet({ mediaId, importedAt }))
    .execute();
}
