// The import against a real source: a second instance of our own server with the whole demo, over
// HTTP. `npm run import` killed (-9) while it writes resumes where it stopped;
// the verification must find no difference, and a further run change nothing.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../../src/import/run-import.ts';
import { plainProgress } from '../../src/import/progress.ts';
import { createTestApp } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { targetSite } from './target-site.ts';
import { countRows } from '../helpers/count-rows.ts';

const IMPORT_COMMAND = path.resolve(import.meta.dirname, '../../src/cli/import.ts');

/**
 * Runs `npm run import`'s command against the site and kills it (-9) once it has written some
 * items; how many it had written.
 */
async function killedWhileWriting(from: string, site: Awaited<ReturnType<typeof targetSite>>) {
  const child = spawn(
    process.execPath,
    [IMPORT_COMMAND, '--from', from, '--report', path.join(site.dataDir, 'r.json')],
    {
      env: { ...process.env, ...site.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
      stdio: 'ignore',
    },
  );
  const ended = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      const written = await countRows(site.db, 'import_item').catch(() => 0);
      if (written >= 30) break;
      if (child.exitCode !== null)
        throw new Error(`the import ended (${child.exitCode}) before it was killed`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    child.kill('SIGKILL');
    await ended;
  }
  return countRows(site.db, 'import_item');
}

describe('npm run import from a server of our own', { timeout: 300_000 }, () => {
  let source: TestApp;
  let base: string;
  let target: Awaited<ReturnType<typeof targetSite>>;
  const lines: string[] = [];
  /** The document the admin opens for an imported item. */
  const draftOf = async (type: string, itemId: number): Promise<unknown> => {
    const row = await target.db
      .selectFrom('content_draft')
      .select('document')
      .where('type', '=', type)
      .where('itemId', '=', itemId)
      .executeTakeFirstOrThrow();
    return JSON.parse(row.document);
  };

  beforeAll(async () => {
    source = await createTestApp();
    await source.listen({ port: 0, host: '127.0.0.1' });
    const address = source.server.address() as { port: number };
    base = `http://127.0.0.1:${address.port}/api`;
    target = await targetSite();
  });
  afterAll(async () => {
    await target?.close();
    await source?.close();
  });

  it('resumes a run killed while it writes, with no difference, then changes nothing on a further run', async () => {
    const killed = await killedWhileWriting(base, target);
    expect(killed).toBeGreaterThan(0);

    const first = await runImport(target.config, target.db, {
      from: base,
      progress: plainProgress((line) => lines.push(line)),
    });
    const summary = first.summary;
    const total = (what: 'added' | 'updated' | 'unchanged' | 'skipped') =>
      Object.values(summary.records).reduce((sum, counts) => sum + counts[what], 0);
    console.log(first.lines().join('\n'));
    expect(summary.problems).toEqual([]);
    expect(summary.verification?.differences).toEqual([]);
    expect(total('added')).toBeGreaterThan(100);
    // What the killed run wrote whole is not written again, and nothing is there twice.
    expect(total('unchanged')).toBeGreaterThanOrEqual(killed);
    const tables = [
      ...['product', 'car', 'news', 'car_stage', 'car_stage_part', 'gallery_part'],
      ...['product_wheel_size', 'product_fitment_car'],
    ] as const;
    for (const table of tables)
      expect(await countRows(target.db, table)).toBe(await countRows(source.db, table));
    // The admin opens an imported car with its programme's stages, as visitors see it.
    const withStages = await target.db
      .selectFrom('car_stage')
      .select('carId')
      .limit(1)
      .executeTakeFirstOrThrow();
    const draft = await draftOf('cars', withStages.carId);
    expect((draft as { stages: unknown[] }).stages.length).toBeGreaterThan(0);
    // And a wheel with its sizes and the models it fits.
    const wheel = await target.db
      .selectFrom('product_wheel_size')
      .select('productId')
      .limit(1)
      .executeTakeFirstOrThrow();
    const fitment = (await draftOf('products', wheel.productId)) as {
      wheelSizes: unknown[];
      fitCars: unknown[];
    };
    expect(fitment.wheelSizes.length).toBeGreaterThan(0);
    expect(fitment.fitCars.length).toBeGreaterThan(0);
    // The killed run had fetched the files (they come before the records): none is fetched again.
    expect(summary.files.referenced).toBeGreaterThan(10);
    expect(summary.files.failed).toBe(0);

    const second = await runImport(target.config, target.db, {
      from: base,
      progress: plainProgress(() => undefined),
    });
    console.log(second.lines().join('\n'));
    expect(Object.values(second.summary.records).reduce((sum, c) => sum + c.added + c.updated, 0)).toBe(0);
    expect(second.summary.files.downloaded).toBe(0);
    expect(second.summary.verification?.differences).toEqual([]);
  });
});
