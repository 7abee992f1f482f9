// A flood of anonymous requests for new image variants: encoded on the bounded pool; beyond its
// queue the site's own picture is answered as it is (never cached, never a 500), while the API
// answers meanwhile. (A media library variant beyond the queue is a 503: encode-pool.test.ts.)
import path from 'node:path';
import { afterAll, beforeAll, expect, it, onTestFinished, vi } from 'vitest';
import { markedDrawings } from '../helpers/marked-drawings.ts';
import { createTestApp } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

it('encodes a flood of new variants a few at a time, answers the rest with the picture as it is, and the API still answers', async () => {
  const { pool } = app.mediaLibrary.variants;
  const madeBefore = app.mediaLibrary.variants.made;
  const static_ = path.join(app.config.DATA_DIR, 'static');
  // Distinct variants nobody asked for yet: more than the pool can run and queue together.
  const wanted = pool.concurrency + pool.maxQueued + 12;
  // Drawings nobody has seen: another test's server may have made the demo's variants already.
  const marked = await markedDrawings(static_, app.config.DEMO_PHOTO_CACHE_DIR, wanted);
  onTestFinished(() => marked.discard());
  const drawings = marked.files;
  const urls = ['640.avif', '640.webp', '320.avif', '320.webp']
    .flatMap((variant) => drawings.map((file) => `/api/image/${variant}/${file}`))
    .slice(0, wanted);
  expect(urls).toHaveLength(wanted);

  const flood = urls.map((url) => app.inject({ method: 'GET', url }));
  let floodDone = false;
  const answers = Promise.all(flood).finally(() => (floodDone = true));
  await vi.waitFor(() => expect(pool.running).toBe(pool.concurrency), { timeout: 10_000 });

  const asked = performance.now();
  const brands = await app.inject({ method: 'GET', url: '/api/cmst/index/getBrandList' });
  const took = performance.now() - asked;
  expect(brands.statusCode).toBe(200);
  // Answered while variants were still being made, without waiting behind them.
  expect(floodDone).toBe(false);
  expect(took).toBeLessThan(1000);

  const statuses = (await answers).map((answer) => answer.statusCode);
  expect(statuses.every((status) => status === 200)).toBe(true);
  const originals = (await answers).filter((answer) => answer.headers['cache-control'] === 'no-store');
  expect(originals.length).toBeGreaterThan(0);
  for (const answer of originals) {
    // The drawing as it is, in place of a variant not made: a picture, not an error.
    expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(answer.headers['content-security-policy']).toMatch(/^sandbox/);
    expect(answer.body).toMatch(/<svg/);
  }
  expect(pool.mostAtOnce).toBeLessThanOrEqual(pool.concurrency);
  expect(pool.refused).toBe(originals.length);
  // Every accepted variant was made once, and is answered from the cache afterwards.
  const made = (await answers).filter((answer) => answer.headers['cache-control'] !== 'no-store');
  expect(app.mediaLibrary.variants.made - madeBefore).toBe(made.length);
  const again = await app.inject({ method: 'GET', url: urls[(await answers).indexOf(made[0]!)]! });
  expect(again.statusCode).toBe(200);
  expect(app.mediaLibrary.variants.made - madeBefore).toBe(made.length);
}, 60_000);
