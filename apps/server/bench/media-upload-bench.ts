// Uploads of a 12-megapixel JPEG through the admin API (in process, on SQLite): how long the answer
// takes, and, with variants made at upload, how long until all of them are ready; then what a
// visitor waits for while twenty photos' variants are made in the background (a public call and a
// variant of another image), against the same on a quiet server.
// Usage: node apps/server/bench/media-upload-bench.ts (also run by npm run bench:images)
import { signedIn } from '../test/helpers/admin.ts';
import { photo, upload } from '../test/helpers/media.ts';
import { createTestApp } from '../test/helpers/test-app.ts';
import type { TestApp } from '../test/helpers/test-app.ts';
import { twelveMegapixelPhoto } from './twelve-megapixel-photo.ts';

const UPLOADS = 5;
const PROBES = 10;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** The background jobs, when this version of the server has them. */
const jobsOf = (app: TestApp) =>
  (app as unknown as { mediaVariantJobs?: { idle(): Promise<void>; pending: number } }).mediaVariantJobs;

async function readyCount(app: TestApp, id: number): Promise<number> {
  const row = await app.db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return Number((row as { variantsReady?: number }).variantsReady ?? 0);
}

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

const app = await createTestApp({
  ADMIN_SIGN_IN_RATE_LIMIT: '1000',
  MEDIA_MAX_BYTES: String(30 * 1024 * 1024),
});
try {
  const { cookie } = await signedIn(app, 'editor');
  const jobs = jobsOf(app);
  const original = await twelveMegapixelPhoto();
  console.log(
    `\nuploads through the API (${jobs ? 'variants made at upload' : 'variants on first request'})`,
  );
  await upload(app, cookie, [{ name: 'warm-up.jpg', data: await photo(64, 48) }]);
  await jobs?.idle();

  const answers: number[] = [];
  const readies: number[] = [];
  for (let i = 0; i < UPLOADS; i += 1) {
    const [answerMs, answer] = await timed(() =>
      // The same photo each time: kept as a new file, as the library would refuse a copy.
      upload(app, cookie, [{ name: `photo-${i}.jpg`, data: original, type: 'image/jpeg' }], {
        duplicates: 'keep',
      }),
    );
    if (answer.status !== 200) throw new Error(`upload failed: ${JSON.stringify(answer.body)}`);
    answers.push(answerMs);
    if (jobs) {
      const { id, variantsTotal } = answer.body.result.records[0];
      const [readyMs] = await timed(() => jobs.idle());
      const ready = await readyCount(app, id);
      if (ready !== variantsTotal) throw new Error(`${ready} of ${variantsTotal} variants ready`);
      readies.push(answerMs + readyMs);
    }
  }
  console.log(`answer to one 12-megapixel JPEG upload: median ${ms(median(answers))} of ${UPLOADS}`);
  if (jobs) console.log(`upload sent -> all 15 variants ready: median ${ms(median(readies))}`);

  // What a visitor waits for, quiet and while the variants of twenty photos are being made.
  const other = (await upload(app, cookie, [{ name: 'other.jpg', data: await photo(1600, 1000) }])).body
    .result.records[0];
  await jobs?.idle();
  const probe = async () => {
    const calls: number[] = [];
    for (let i = 0; i < PROBES; i += 1) {
      const [callMs] = await timed(() => app.inject({ method: 'GET', url: '/api/cmst/index/getBrandList' }));
      calls.push(callMs);
    }
    await app.mediaLibrary.storage.deletePrefix(`variants/${other.id}`);
    const [variantMs] = await timed(() =>
      app.inject({ method: 'GET', url: `/media/${other.id}/w/640.avif` }),
    );
    return { call: median(calls), variant: variantMs };
  };
  const quiet = await probe();
  const twenty = await Promise.all(Array.from({ length: 20 }, () => photo(1600, 1000)));
  const [twentyMs] = await timed(() =>
    upload(
      app,
      cookie,
      twenty.map((data, index) => ({ name: `batch-${index}.jpg`, data })),
      { duplicates: 'keep' },
    ),
  );
  const busy = await probe();
  console.log(`answer to an upload of 20 photos (1600 x 1000): ${ms(twentyMs)}`);
  console.log(
    `public call (getBrandList), median of ${PROBES}: quiet ${ms(quiet.call)}, during the 20 photos' variants ${ms(busy.call)}`,
  );
  console.log(
    `a visitor's new variant (640 px AVIF of another photo): quiet ${ms(quiet.variant)}, during ${ms(busy.variant)}`,
  );
  if (jobs) {
    const [restMs] = await timed(() => jobs.idle());
    console.log(`the 20 photos' 300 variants were all ready ${ms(twentyMs + restMs)} after the upload began`);
  }
} finally {
  await app.close();
}
