// Standard variants made in the background after an upload: they reach storage without any image
// request, the record shows their progress, the upload's answer never waits for them (twenty
// photos at once included), a file deleted while they are made keeps none of them, and a restart
// resumes what was left. Runs on SQLite and on PostgreSQL.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, signedIn } from '../helpers/admin.ts';
import { pdf, photo, upload } from '../helpers/media.ts';
import { createTestApp, createTwinApp } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';

let app: TestApp;
let editor: string;

beforeAll(async () => {
  app = await createTestApp({ ADMIN_SIGN_IN_RATE_LIMIT: '1000' });
  editor = (await signedIn(app, 'editor')).cookie;
});
afterAll(() => app.close());

async function variantFiles(id: number): Promise<string[]> {
  try {
    return (await readdir(path.join(app.config.DATA_DIR, 'media', 'variants', String(id)))).sort();
  } catch {
    return [];
  }
}

async function progress(id: number, on: TestApp = app) {
  const answer = await call(on, 'GET', `/media/${id}`, { cookie: editor });
  return answer.body.result as { variantsReady: number; variantsTotal: number };
}

/** Waits for a state of the record (polled), never for a fixed time. */
const waitFor = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 60_000, interval: 25 });

describe('variants made at upload', { timeout: 90_000 }, () => {
  it('stores every standard variant without any image request, counting them in the record', async () => {
    const madeBefore = app.mediaLibrary.variants.made;
    const answer = await upload(app, editor, [{ name: 'wide.jpg', data: await photo(1000, 500) }]);
    expect(answer.status).toBe(200);
    const record = answer.body.result.records[0];
    // 320, 640, 960 and the source's 1000 px, in AVIF, WebP and JPEG.
    expect(record.variantsTotal).toBe(12);
    expect(record.variantsReady).toBeLessThan(12);

    await waitFor(async () => expect((await progress(record.id)).variantsReady).toBe(12));
    expect(await variantFiles(record.id)).toEqual(
      [320, 640, 960, 1000].flatMap((width) => ['avif', 'jpeg', 'webp'].map((f) => `${width}.${f}`)).sort(),
    );
    // No image request was made: these are the background job's.
    expect(app.mediaLibrary.variants.made - madeBefore).toBe(12);

    // A page asking for them now is served from storage.
    const made = app.mediaLibrary.variants.made;
    const served = await app.inject({ method: 'GET', url: `/media/${record.id}/w/1920.avif` });
    expect(served.statusCode).toBe(200);
    expect(app.mediaLibrary.variants.made).toBe(made);
  });

  it('shows 0 of 0 for files that have none, and lists progress in the library too', async () => {
    const answer = await upload(app, editor, [
      { name: 'brochure.pdf', data: pdf() },
      { name: 'tiny.png', data: await photo(200, 100, 'png') },
    ]);
    const [document, tiny] = answer.body.result.records;
    expect(document).toMatchObject({ variantsReady: 0, variantsTotal: 0 });
    expect(tiny.variantsTotal).toBe(3);
    await app.mediaVariantJobs.idle();
    const list = await call(app, 'GET', '/media?pageSize=100', { cookie: editor });
    const listed = list.body.result.records.find((record: { id: number }) => record.id === tiny.id);
    expect(listed).toMatchObject({ variantsReady: 3, variantsTotal: 3 });
  });

  it('answers an upload of twenty photos before making their variants', async () => {
    await app.mediaVariantJobs.idle();
    const files = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => ({
        name: `photo-${index}.jpg`,
        data: await photo(1600, 1000),
      })),
    );
    const started = performance.now();
    const answer = await upload(app, editor, files, { duplicates: 'keep' });
    const answeredInMs = performance.now() - started;
    expect(answer.status).toBe(200);
    expect(answer.body.result.records).toHaveLength(20);
    // Still at work when the answer came: nothing of the 300 variants was waited for.
    expect(app.mediaVariantJobs.pending).toBeGreaterThanOrEqual(19);
    expect(
      answer.body.result.records.every((record: { variantsReady: number }) => record.variantsReady === 0),
    ).toBe(true);
    // Generous for a loaded machine; making the variants takes far longer.
    expect(answeredInMs).toBeLessThan(20_000);
    // The rest of the test file (and the restart's sweep) does not wait on these.
    for (const record of answer.body.result.records) {
      expect((await call(app, 'DELETE', `/media/${record.id}`, { cookie: editor })).status).toBe(200);
    }
    await app.mediaVariantJobs.idle();
  });

  it('leaves no variant behind a file deleted while they are being made', async () => {
    await app.mediaVariantJobs.idle();
    const answer = await upload(app, editor, [{ name: 'big.jpg', data: await photo(2400, 1600) }]);
    const { id, variantsTotal } = answer.body.result.records[0];
    await waitFor(async () => expect((await progress(id)).variantsReady).toBeGreaterThan(0));
    expect((await progress(id)).variantsReady).toBeLessThan(variantsTotal);

    const deleted = await call(app, 'DELETE', `/media/${id}`, { cookie: editor });
    expect(deleted.status).toBe(200);
    await app.mediaVariantJobs.idle();
    expect(await variantFiles(id)).toEqual([]);
    expect((await app.inject({ method: 'GET', url: `/media/${id}/w/640.webp` })).statusCode).toBe(404);
  });

  it('stops and cleans up when another process deletes the row meanwhile', async () => {
    await app.mediaVariantJobs.idle();
    const answer = await upload(app, editor, [{ name: 'elsewhere.jpg', data: await photo(2400, 1600) }]);
    const { id } = answer.body.result.records[0];
    await waitFor(async () => expect((await progress(id)).variantsReady).toBeGreaterThan(0));
    // What another process's deletion looks like from here: the row is gone, the job still runs.
    await app.db.deleteFrom('media').where('id', '=', id).execute();
    await app.mediaVariantJobs.idle();
    expect(await variantFiles(id)).toEqual([]);
  });

  it('a restart makes what an interrupted job left, and visitors get missing ones on request', async () => {
    await app.mediaVariantJobs.idle();
    const answer = await upload(app, editor, [{ name: 'restart.jpg', data: await photo(1000, 500) }], {
      duplicates: 'keep',
    });
    const { id } = answer.body.result.records[0];
    await app.mediaVariantJobs.idle();
    // As if the process had stopped after two variants.
    await app.mediaLibrary.storage.deletePrefix(`variants/${id}`);
    await app.db.updateTable('media').set({ variantsReady: 2 }).where('id', '=', id).execute();

    // A visitor's request still gets a missing variant at once.
    expect((await app.inject({ method: 'GET', url: `/media/${id}/w/640.avif` })).statusCode).toBe(200);

    const restarted = await createTwinApp(app);
    try {
      await restarted.ready();
      await waitFor(async () => expect((await progress(id, restarted)).variantsReady).toBe(12));
      expect(await variantFiles(id)).toHaveLength(12);
    } finally {
      await restarted.close();
    }
  });
});
