// The media library's API: upload (types by their bytes, EXIF removed, hostile files refused with a
// clear status), list, read with "where used", alt texts and focal point, deletion refused while
// used, the files and their variants as served, and who may do what.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { MEDIA_MAX_FILES } from '@refit/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signedIn } from '../../../helpers/admin.ts';
import { HOSTILE_SVG, mp4, pdf, photo, pixelBomb, upload } from '../../../helpers/media.ts';
import { countRows } from '../../../helpers/count-rows.ts';
import { createTestApp } from '../../../helpers/test-app.ts';
import type { TestApp } from '../../../helpers/test-app.ts';

const MAX_BYTES = 400_000;
let app: TestApp;
let owner: string;
let editor: string;
let sales: string;

beforeAll(async () => {
  app = await createTestApp({ ADMIN_SIGN_IN_RATE_LIMIT: '1000', MEDIA_MAX_BYTES: String(MAX_BYTES) });
  owner = (await signedIn(app, 'owner')).cookie;
  editor = (await signedIn(app, 'editor')).cookie;
  sales = (await signedIn(app, 'sales')).cookie;
});
afterAll(() => app.close());

async function served(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

/** The stored files once the background variant jobs are done. */
async function storedFiles(): Promise<string[]> {
  await app.mediaVariantJobs.idle();
  const root = path.join(app.config.DATA_DIR, 'media');
  try {
    return (await readdir(root, { recursive: true })).map(String);
  } catch {
    return [];
  }
}

/** The library as the list shows it and as stored: what a refused upload must leave unchanged. */
async function library() {
  const list = await call(app, 'GET', '/media?pageSize=1', { cookie: owner });
  const originals = (await storedFiles()).filter((file) => file.startsWith('originals')).sort();
  return { rows: list.body.result.total as number, originals, audit: await countRows(app.db, 'admin_audit') };
}

describe('uploading', () => {
  it('turns a photo upright by its EXIF orientation and strips its metadata', async () => {
    const answer = await upload(app, editor, [
      {
        name: 'Front Splitter 前唇.JPG',
        data: await photo(300, 200, 'jpeg', { orientation: 6 }),
        type: 'image/jpeg',
      },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const [record] = answer.body.result.records;
    expect(record).toMatchObject({
      kind: 'image',
      mime: 'image/jpeg',
      name: 'Front Splitter 前唇.JPG',
      width: 200,
      height: 300,
      altZh: '',
      focalX: 0.5,
    });
    expect(record.url).toMatch(/^\/media\/\d+\/front-splitter\.jpg$/);
    expect(answer.body.result.failed).toEqual([]);

    const file = await served(record.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(file.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([200, 300]);
    expect(file.rawPayload.includes(Buffer.from('Secret Location'))).toBe(false);

    const again = await served(record.url, { 'if-none-match': String(file.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('takes several files of every kind at once, each typed by its bytes', async () => {
    const answer = await upload(app, owner, [
      { name: 'wheel.png', data: await photo(64, 48, 'png') },
      { name: 'interior.webp', data: await photo(64, 48, 'webp') },
      { name: 'exhaust.avif', data: await photo(64, 48, 'avif') },
      { name: 'brochure.pdf', data: pdf() },
      { name: 'launch.mp4', data: mp4() },
      // A PNG named .jpg is stored as the PNG it is.
      { name: 'misnamed.jpg', data: await photo(32, 32, 'png') },
    ]);
    expect(answer.status).toBe(200);
    const records = answer.body.result.records as { kind: string; mime: string; url: string }[];
    expect(records.map((record) => [record.kind, record.mime])).toEqual([
      ['image', 'image/png'],
      ['image', 'image/webp'],
      ['image', 'image/avif'],
      ['pdf', 'application/pdf'],
      ['video', 'video/mp4'],
      ['image', 'image/png'],
    ]);
    expect(records[5]!.url).toMatch(/\/misnamed\.png$/);
    const brochure = await served(records[3]!.url);
    expect(brochure.headers['content-type']).toBe('application/pdf');
    expect(brochure.headers['content-security-policy']).toMatch(/^sandbox/);
  });

  it('keeps nothing of an upload with a refused file, and lists the refused ones by name', async () => {
    const before = await library();
    const answer = await upload(
      app,
      editor,
      [
        { name: 'good.png', data: await photo(40, 40, 'png') },
        { name: 'notes.jpg', data: Buffer.from('just some text, not a photo') },
        { name: 'also-good.pdf', data: pdf() },
        { name: 'setup.png', data: Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1') },
      ],
      { duplicates: 'keep' },
    );
    expect(answer.status).toBe(415);
    expect(answer.body.message).toMatch(/^notes\.jpg: /);
    expect(answer.body.result).toEqual({
      records: [],
      failed: [
        { name: 'notes.jpg', status: 415, message: expect.stringContaining('not accepted') },
        { name: 'setup.png', status: 415, message: expect.stringContaining('not accepted') },
      ],
    });
    expect(await library()).toEqual(before);
  });

  it('keeps nothing of an upload with one file over MEDIA_MAX_BYTES among good ones', async () => {
    const before = await library();
    const big = Buffer.concat([await photo(64, 64, 'png'), Buffer.alloc(MAX_BYTES)]);
    const answer = await upload(
      app,
      owner,
      [
        { name: 'first.png', data: await photo(16, 16, 'png') },
        { name: 'second.jpg', data: await photo(16, 16, 'jpeg') },
        { name: 'huge.png', data: big },
        { name: 'last.png', data: await photo(16, 16, 'png') },
      ],
      { duplicates: 'keep' },
    );
    expect(answer.status).toBe(413);
    expect(answer.body.message).toMatch(/^huge\.png: The file is larger than 0\.4 MB/);
    expect(answer.body.result).toEqual({
      records: [],
      failed: [{ name: 'huge.png', status: 413, message: expect.stringMatching(/larger than/) }],
    });
    expect(await library()).toEqual(before);
  });

  it('keeps nothing of an upload of more files than allowed', async () => {
    const before = await library();
    const tiny = await photo(8, 8, 'png');
    const many = await upload(
      app,
      editor,
      Array.from({ length: MEDIA_MAX_FILES + 1 }, (_, i) => ({ name: `p${i}.png`, data: tiny })),
      { duplicates: 'keep' },
    );
    expect(many.status).toBe(413);
    expect(many.body.message).toMatch(/at most 20 files/);
    expect(many.body.result).toEqual({ records: [], failed: [] });
    expect(await library()).toEqual(before);
    // The same files, one fewer, are all kept.
    const allowed = await upload(
      app,
      editor,
      Array.from({ length: MEDIA_MAX_FILES }, (_, i) => ({ name: `q${i}.png`, data: tiny })),
      { duplicates: 'keep' },
    );
    expect(allowed.status).toBe(200);
    expect(allowed.body.result.records).toHaveLength(MEDIA_MAX_FILES);
    expect((await library()).rows).toBe(before.rows + MEDIA_MAX_FILES);
  });

  it.each([
    [
      'text with an image name',
      'photo.jpg',
      () => Buffer.from('<html><script>alert(1)</script></html>'),
      415,
      /not accepted/,
    ],
    [
      'an executable',
      'setup.png',
      () => Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
      415,
      /not accepted/,
    ],
    ['a pixel bomb', 'bomb.png', () => pixelBomb(), 400, /megapixels/],
    [
      'a truncated JPEG',
      'broken.jpg',
      () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a]),
      400,
      /damaged/,
    ],
    ['a PDF without its trailer', 'broken.pdf', () => pdf().subarray(0, 120), 400, /PDF/],
    ['a PDF header on garbage', 'fake.pdf', () => Buffer.from('%PDF-x garbage'), 400, /PDF/],
    ['a truncated MP4', 'cut.mp4', () => mp4().subarray(0, 60), 400, /MP4/],
    [
      'an SVG with entities',
      'lol.svg',
      () =>
        Buffer.from('<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>'),
      400,
      /entities/,
    ],
    ['an empty file', 'empty.png', () => Buffer.alloc(0), 400, /empty/],
  ] as const)('refuses %s with a clear message', async (_what, name, make, status, message) => {
    const before = await storedFiles();
    const answer = await upload(app, editor, [{ name, data: make() }]);
    expect(answer.status).toBe(status);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toMatch(message);
    expect(answer.body.message).toContain(name);
    expect(answer.body.result).toEqual({
      records: [],
      failed: [{ name, status, message: expect.stringMatching(message) }],
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a file over MEDIA_MAX_BYTES with 413, storing nothing of it', async () => {
    const before = await storedFiles();
    const big = Buffer.concat([await photo(64, 64, 'png'), Buffer.alloc(MAX_BYTES)]);
    const answer = await upload(app, owner, [{ name: 'huge.png', data: big }]);
    expect(answer.status).toBe(413);
    expect(answer.body.message).toMatch(/larger than 0\.4 MB/);
    expect(await storedFiles()).toEqual(before);
  });

  it('cleans scripts, handlers and outside references from an SVG and serves it sandboxed', async () => {
    const answer = await upload(app, editor, [{ name: 'badge.svg', data: Buffer.from(HOSTILE_SVG) }]);
    expect(answer.status).toBe(200);
    const [record] = answer.body.result.records;
    expect(record).toMatchObject({ kind: 'svg', mime: 'image/svg+xml', width: 200, height: 100 });
    const file = await served(record.url);
    const text = file.body;
    for (const hostile of [
      '<script',
      'onload',
      'onclick',
      'foreignObject',
      'iframe',
      'evil.example',
      'javascript:',
      '@import',
    ]) {
      expect(text).not.toContain(hostile);
    }
    expect(text).toContain('<circle');
    expect(text).toContain('fill="url(#g)"');
    expect(file.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    // A drawing still makes raster variants.
    const variant = await served(record.variants.find((v: { format: string }) => v.format === 'webp').url);
    expect(variant.headers['content-type']).toBe('image/webp');
  });

  it('answers 415 to a body that is not multipart, and 413 to too many files', async () => {
    const json = await call(app, 'POST', '/media', { cookie: editor, body: { files: [] } });
    expect(json.status).toBe(415);
    expect(json.body.message).toMatch(/multipart\/form-data/);
    const tiny = await photo(8, 8, 'png');
    const many = await upload(
      app,
      editor,
      Array.from({ length: 21 }, (_, i) => ({ name: `p${i}.png`, data: tiny })),
    );
    expect(many.status).toBe(413);
    expect(many.body.message).toMatch(/at most 20 files/);
    const none = await upload(app, editor, []);
    expect(none.status).toBe(400);
  });

  it('answers a malformed or cut-off multipart body with 400, never 5xx', async () => {
    for (const payload of [
      'garbage without any boundary',
      '--x\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\n\x89PNG',
    ]) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/admin/media',
        headers: {
          origin: 'http://localhost:80',
          cookie: editor,
          'content-type': 'multipart/form-data; boundary=x',
        },
        payload,
      });
      expect(answer.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, payload).toBeLessThan(500);
      expect(answer.json().success).toBe(false);
    }
  });

  it('leaves no half-written file behind', async () => {
    const files = await storedFiles();
    expect(files.filter((file) => file.endsWith('.partial'))).toEqual([]);
    // The site's own pictures are listed too, but their bytes stay in the static folder.
    const rows = await app.db
      .selectFrom('media')
      .select('storageKey')
      .where('sitePath', 'is', null)
      .execute();
    const originals = files.filter((file) => file.startsWith('originals/'));
    expect(originals.sort()).toEqual(rows.map((row) => row.storageKey).sort());
  });
});

describe('variants', () => {
  let record: { id: number; url: string; variants: { format: string; width: number; url: string }[] };
  beforeAll(async () => {
    const answer = await upload(app, editor, [{ name: 'wide.jpg', data: await photo(1000, 500, 'jpeg') }]);
    record = answer.body.result.records[0];
  });

  it('lists AVIF, WebP and JPEG at the widths the source allows, never wider', () => {
    const widths = [...new Set(record.variants.map((variant) => variant.width))];
    expect(widths).toEqual([320, 640, 960]);
    expect(new Set(record.variants.map((variant) => variant.format))).toEqual(
      new Set(['avif', 'webp', 'jpeg']),
    );
  });

  it('makes a variant on first request, with immutable caching', async () => {
    const url = record.variants.find((variant) => variant.format === 'avif' && variant.width === 640)!.url;
    expect(url).toBe(`/media/${record.id}/w/640.avif`);
    const answer = await served(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/avif');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(answer.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([640, 320]);
    expect((await served(url, { 'if-none-match': String(answer.headers.etag) })).statusCode).toBe(304);
  });

  it('makes each variant once however many requests arrive together, background jobs included', async () => {
    await app.mediaVariantJobs.idle();
    const before = app.mediaLibrary.variants.made;
    const fresh = await upload(app, editor, [{ name: 'burst.jpg', data: await photo(1000, 500, 'jpeg') }], {
      duplicates: 'keep',
    });
    const { id, variantsTotal } = fresh.body.result.records[0];
    const answers = await Promise.all(Array.from({ length: 12 }, () => served(`/media/${id}/w/960.webp`)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    await app.mediaVariantJobs.idle();
    // The requests and the upload's background job share one making of 960.webp.
    expect(app.mediaLibrary.variants.made - before).toBe(variantsTotal);
  });

  it('serves a width wider than the source at the source width', async () => {
    const answer = await served(`/media/${record.id}/w/1920.jpeg`);
    expect((await sharp(answer.rawPayload).metadata()).width).toBe(1000);
  });

  it('has no variants outside the bounded widths and formats, nor of other files', async () => {
    for (const url of [
      `/media/${record.id}/w/500.avif`,
      `/media/${record.id}/w/640.gif`,
      `/media/${record.id}/w/99999.avif`,
      `/media/999999/w/640.avif`,
      `/media/${record.id}/other-name.jpg`,
      `/media/abc/wide.jpg`,
    ]) {
      const answer = await served(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().success).toBe(false);
    }
  });

  it('makes variants of the site’s own content images', async () => {
    const svg = (await readdir(path.join(app.config.DATA_DIR, 'static', 'car'))).find((file) =>
      file.endsWith('.svg'),
    )!;
    const answer = await served(`/api/image/640.webp/car/${svg}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    expect((await sharp(answer.rawPayload).metadata()).width).toBe(640);
    for (const url of [
      `/api/image/640.webp/car/missing.svg`,
      `/api/image/640.webp/..%2F..%2Fetc%2Fpasswd.svg`,
      `/api/image/641.webp/car/${svg}`,
      `/api/image/640.webp/pdf/x.pdf`,
    ]) {
      expect((await served(url)).statusCode, url).toBe(404);
    }
  });

  it('answers the seeded photographs in every format and width, each made once for the machine', async () => {
    const original = await served('/api/static/banner/home-1.jpg');
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ width: 1920, height: 1080 });
    const asked = [
      ['/api/image/640.avif/banner/home-1.jpg', 'image/avif', 640],
      ['/api/image/1920.webp/banner/home-1.jpg', 'image/webp', 1920],
      ['/api/image/320.jpeg/gallery/porsche-1-1.jpg', 'image/jpeg', 320],
      // Wider than the photograph (1600): its own width.
      ['/api/image/1920.avif/gallery/porsche-1-1.jpg', 'image/avif', 1600],
    ] as const;
    for (const [url, type, width] of asked) {
      const answer = await served(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type'], url).toBe(type);
      expect((await sharp(answer.rawPayload).metadata()).width, url).toBe(width);
    }
    // Another site on this machine (its own data folder) finds them made (decision 0069).
    const other = await createTestApp();
    try {
      for (const [url, type] of asked) {
        const answer = await other.inject({ method: 'GET', url });
        expect(answer.statusCode, url).toBe(200);
        expect(answer.headers['content-type'], url).toBe(type);
      }
      expect(other.mediaLibrary.variants.made).toBe(0);
    } finally {
      await other.close();
    }
  });
});

describe('the library', () => {
  it('lists newest first, by kind and by a search in names and alt texts', async () => {
    const all = await call(app, 'GET', '/media?pageSize=100', { cookie: editor });
    expect(all.status).toBe(200);
    expect(all.body.result.total).toBeGreaterThan(5);
    const ids = all.body.result.records.map((record: { id: number }) => record.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const pdfs = await call(app, 'GET', '/media?kind=pdf', { cookie: editor });
    expect(pdfs.body.result.records.map((record: { kind: string }) => record.kind)).toEqual(['pdf']);
    const found = await call(app, 'GET', '/media?q=SPLITTER', { cookie: editor });
    expect(found.body.result.records.map((record: { name: string }) => record.name)).toEqual([
      'Front Splitter 前唇.JPG',
    ]);
    const paged = await call(app, 'GET', '/media?pageSize=2&pageNo=2', { cookie: editor });
    expect(paged.body.result).toMatchObject({ current: 2, pages: Math.ceil(all.body.result.total / 2) });
    const bad = await call(app, 'GET', '/media?kind=exe&pageSize=0', { cookie: editor });
    expect(bad.status).toBe(400);
    expect(bad.body.result.issues.map((issue: { path: string[] }) => issue.path[0]).sort()).toEqual([
      'kind',
      'pageSize',
    ]);
  });

  it('changes alt texts and the focal point, validated, with an audit line', async () => {
    const { body } = await upload(app, editor, [{ name: 'focus.png', data: await photo(50, 50, 'png') }]);
    const id = body.result.records[0].id;
    const changed = await call(app, 'PATCH', `/media/${id}`, {
      cookie: editor,
      body: { altZh: '碳纤维前唇', altEn: 'Carbon front splitter', focalX: 0.25, focalY: 0.75 },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.result).toMatchObject({
      altZh: '碳纤维前唇',
      altEn: 'Carbon front splitter',
      focalX: 0.25,
      focalY: 0.75,
    });
    const searched = await call(app, 'GET', '/media?q=carbon%20front', { cookie: editor });
    expect(searched.body.result.records.map((record: { id: number }) => record.id)).toEqual([id]);

    const invalid = await call(app, 'PATCH', `/media/${id}`, {
      cookie: editor,
      body: { focalX: 2, altEn: 'x'.repeat(301) },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.result.issues.map((issue: { path: string[] }) => issue.path[0]).sort()).toEqual([
      'altEn',
      'focalX',
    ]);
    const extra = await call(app, 'PATCH', `/media/${id}`, { cookie: editor, body: { name: 'renamed' } });
    expect(extra.status).toBe(400);
    const empty = await call(app, 'PATCH', `/media/${id}`, { cookie: editor, body: {} });
    expect(empty.status).toBe(400);
    const missing = await call(app, 'PATCH', '/media/999999', { cookie: editor, body: { altZh: 'x' } });
    expect(missing.status).toBe(404);

    const audit = await app.db
      .selectFrom('admin_audit')
      .select(['action', 'target'])
      .where('target', '=', `media:${id}`)
      .execute();
    expect(audit.map((line) => line.action).sort()).toEqual(['media.update', 'media.upload']);
  });

  it('tells where a file is used and refuses to delete it while it is', async () => {
    const { body } = await upload(app, editor, [{ name: 'hero.jpg', data: await photo(120, 80) }]);
    const record = body.result.records[0];
    const car = await app.db
      .selectFrom('car')
      .select(['id', 'carName', 'carContents'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable('car')
      .set({ carContents: `${car.carContents}<img src="${record.url}">` })
      .where('id', '=', car.id)
      .execute();
    const news = await app.db
      .selectFrom('news')
      .select(['id', 'title'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable('news')
      .set({ coverImgUrl: record.variants[0].url })
      .where('id', '=', news.id)
      .execute();
    const logo = await app.db
      .selectFrom('common_data')
      .select(['code', 'contents'])
      .orderBy('code')
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable('common_data')
      .set({ contents: `${logo.contents} ${record.url}` })
      .where('code', '=', logo.code)
      .execute();

    const detail = await call(app, 'GET', `/media/${record.id}`, { cookie: editor });
    expect(detail.status).toBe(200);
    expect(detail.body.result.usedBy).toEqual([
      { type: 'cars', id: car.id, title: car.carName, draft: false },
      { type: 'news', id: news.id, title: news.title, draft: false },
      { type: 'settings', id: 1, title: logo.code, draft: false },
    ]);

    const refused = await call(app, 'DELETE', `/media/${record.id}`, { cookie: owner });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(car.carName);
    expect(refused.body.result.usedBy).toHaveLength(3);
    expect((await served(record.url)).statusCode).toBe(200);

    await app.db.updateTable('car').set({ carContents: car.carContents }).where('id', '=', car.id).execute();
    await app.db.updateTable('news').set({ coverImgUrl: '' }).where('id', '=', news.id).execute();
    await app.db
      .updateTable('common_data')
      .set({ contents: logo.contents })
      .where('code', '=', logo.code)
      .execute();
    await served(record.variants[0].url);

    const deleted = await call(app, 'DELETE', `/media/${record.id}`, { cookie: owner });
    expect(deleted.status).toBe(200);
    expect((await served(record.url)).statusCode).toBe(404);
    expect((await served(record.variants[0].url)).statusCode).toBe(404);
    expect((await storedFiles()).some((file) => file.startsWith(`variants/${record.id}/`))).toBe(false);
    expect((await call(app, 'GET', `/media/${record.id}`, { cookie: owner })).status).toBe(404);
    expect((await call(app, 'DELETE', `/media/${record.id}`, { cookie: owner })).status).toBe(404);
  });
});

describe('who may', () => {
  const calls = [
    ['GET', '/media'],
    ['GET', '/media/1'],
    ['PATCH', '/media/1'],
    ['DELETE', '/media/1'],
  ] as const;

  it('anonymous: 401 everywhere, uploads included', async () => {
    for (const [method, url] of calls) {
      const answer = await call(app, method, url, method === 'PATCH' ? { body: { altZh: 'x' } } : {});
      expect(answer.status, `${method} ${url}`).toBe(401);
    }
    const answer = await upload(app, undefined, [{ name: 'a.png', data: await photo(8, 8, 'png') }]);
    expect(answer.status).toBe(401);
  });

  it('sales: 403 everywhere, uploads included, and nothing stored', async () => {
    const before = await storedFiles();
    for (const [method, url] of calls) {
      const answer = await call(app, method, url, {
        cookie: sales,
        ...(method === 'PATCH' ? { body: { altZh: 'x' } } : {}),
      });
      expect(answer.status, `${method} ${url}`).toBe(403);
    }
    const answer = await upload(app, sales, [{ name: 'a.png', data: await photo(8, 8, 'png') }]);
    expect(answer.status).toBe(403);
    expect(await storedFiles()).toEqual(before);
  });

  it('owner and editor: every call', async () => {
    for (const cookie of [owner, editor]) {
      const { body } = await upload(app, cookie, [{ name: 'mine.png', data: await photo(8, 8, 'png') }], {
        duplicates: 'keep',
      });
      const id = body.result.records[0].id;
      expect((await call(app, 'GET', '/media', { cookie })).status).toBe(200);
      expect((await call(app, 'GET', `/media/${id}`, { cookie })).status).toBe(200);
      expect((await call(app, 'PATCH', `/media/${id}`, { cookie, body: { altEn: 'Mine' } })).status).toBe(
        200,
      );
      expect((await call(app, 'DELETE', `/media/${id}`, { cookie })).status).toBe(200);
    }
  });

  it('refuses a cross-site upload', async () => {
    const { multipartBody } = await import('../../../helpers/media.ts');
    const { body, contentType } = multipartBody([{ name: 'a.png', data: await photo(8, 8, 'png') }]);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { cookie: editor, origin: 'https://evil.example', 'content-type': contentType },
      payload: body,
    });
    expect(answer.statusCode).toBe(403);
  });
});
