// Uploading a file the library already holds: found by its SHA-256 (as sent, or as the library
// stored it), refused with 409 and the library's copy so the editor can use it instead, nothing
// stored; kept as a second file only when asked (duplicates=keep).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signedIn } from '../../../helpers/admin.ts';
import { photo, upload } from '../../../helpers/media.ts';
import { createTestApp } from '../../../helpers/test-app.ts';
import type { TestApp } from '../../../helpers/test-app.ts';

let app: TestApp;
let editor: string;

beforeAll(async () => {
  app = await createTestApp({ ADMIN_SIGN_IN_RATE_LIMIT: '1000' });
  editor = (await signedIn(app, 'editor')).cookie;
});
afterAll(() => app.close());

async function libraryTotal(): Promise<number> {
  return (await call(app, 'GET', '/media?pageSize=1', { cookie: editor })).body.result.total as number;
}

describe('a file uploaded again', () => {
  it('is refused with the copy the library holds, and nothing is stored', async () => {
    const data = await photo(640, 360, 'jpeg');
    const first = await upload(app, editor, [{ name: 'hood-vent.jpg', data }]);
    expect(first.status).toBe(200);
    const kept = first.body.result.records[0];
    const total = await libraryTotal();

    const again = await upload(app, editor, [{ name: 'hood-vent (1).jpg', data }]);
    expect(again.status).toBe(409);
    expect(again.body.success).toBe(false);
    expect(again.body.message).toBe(
      'hood-vent (1).jpg: This file is already in the library as "hood-vent.jpg"',
    );
    expect(again.body.result.records).toEqual([]);
    expect(again.body.result.failed).toEqual([
      {
        name: 'hood-vent (1).jpg',
        status: 409,
        message: 'This file is already in the library as "hood-vent.jpg"',
        existing: expect.objectContaining({ id: kept.id, url: kept.url, name: 'hood-vent.jpg' }),
      },
    ]);
    expect(await libraryTotal()).toBe(total);
  });

  it('is found by the bytes the library stored too (a file saved from the library)', async () => {
    const first = await upload(app, editor, [{ name: 'splitter.png', data: await photo(300, 200, 'png') }]);
    const kept = first.body.result.records[0];
    const stored = await app.inject({ method: 'GET', url: kept.url });
    const again = await upload(app, editor, [{ name: 'download.png', data: stored.rawPayload }]);
    expect(again.status).toBe(409);
    expect(again.body.result.failed[0].existing.id).toBe(kept.id);
  });

  it("is found among the site's own pictures", async () => {
    const data = await readFile(path.join(app.config.DATA_DIR, 'static', 'car/mclaren-1.jpg'));
    const again = await upload(app, editor, [{ name: 'mclaren.jpg', data }]);
    expect(again.status).toBe(409);
    expect(again.body.result.failed[0].existing).toMatchObject({
      sitePath: 'car/mclaren-1.jpg',
      url: '/api/static/car/mclaren-1.jpg',
    });
  });

  it('sent twice in one upload, keeps neither', async () => {
    const total = await libraryTotal();
    const data = await photo(200, 200, 'webp');
    const answer = await upload(app, editor, [
      { name: 'left.webp', data },
      { name: 'right.webp', data },
    ]);
    expect(answer.status).toBe(409);
    expect(answer.body.result.failed).toEqual([
      { name: 'right.webp', status: 409, message: 'The same file is sent twice in this upload' },
    ]);
    expect(await libraryTotal()).toBe(total);
  });

  it('is kept as a second file when asked', async () => {
    const data = await photo(320, 240, 'jpeg');
    const first = await upload(app, editor, [{ name: 'wheel.jpg', data }]);
    const second = await upload(app, editor, [{ name: 'wheel copy.jpg', data }], { duplicates: 'keep' });
    expect(second.status).toBe(200);
    expect(second.body.result.records[0].id).not.toBe(first.body.result.records[0].id);
  });

  it('refuses an unknown choice with the field named', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/admin/media?duplicates=maybe',
      headers: {
        origin: 'http://localhost:80',
        'sec-fetch-site': 'same-origin',
        cookie: editor,
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload: '--x--\r\n',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().result.issues.map((issue: { path: string[] }) => issue.path[0])).toEqual([
      'duplicates',
    ]);
  });
});
