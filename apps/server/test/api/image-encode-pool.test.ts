// A flood of anonymous requests for new image variants: encoded on the bounded pool, refused with
// 503 beyond its queue (Retry-After, never cached, never a 500), while the API answers meanwhile.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

it('encodes a flood of new variants a few at a time, refusing the rest, and the API still answers', async () => {
  const { pool } = app.mediaLibrary.variants;
  const madeBefore = app.mediaLibrary.variants.made;
  const static_ = path.join(app.config.DATA_DIR, 'static');
  const drawings = (await readdir(static_, { recursive: true }))
    .map(String)
    .filter((file) => file.endsWith('.svg'));
  // Distinct variants nobody asked for yet: more than the pool can run and queue together.
  const wanted = pool.concurrency + pool.maxQueued + 12;
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
  expect(statuses).not.toContain(500);
  expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
  const refused = (await answers).filter((answer) => answer.statusCode === 503);
  expect(refused.length).toBeGreaterThan(0);
  for (const answer of refused) {
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.json().success).toBe(false);
  }
  expect(pool.mostAtOnce).toBeLessThanOrEqual(pool.concurrency);
  expect(pool.refused).toBe(refused.length);
  // Every accepted variant was made once, and is answered from the cache afterwards.
  const served = statuses.filter((status) => status === 200).length;
  expect(app.mediaLibrary.variants.made - madeBefore).toBe(served);
  const again = await app.inject({ method: 'GET', url: urls[statuses.indexOf(200)]! });
  expect(again.statusCode).toBe(200);
  expect(app.mediaLibrary.variants.made - madeBefore).toBe(served);
}, 60_000);
