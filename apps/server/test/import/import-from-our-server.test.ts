// The import against a real source: a second instance of our own server with the larger demo
// (SEED_SCALE=2), over HTTP. The verification must find no difference, and a second run change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../../src/import/run-import.ts';
import { plainProgress } from '../../src/import/progress.ts';
import { createTestApp } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { targetSite } from './target-site.ts';

describe('npm run import from a server of our own', { timeout: 300_000 }, () => {
  let source: TestApp;
  let base: string;
  let target: Awaited<ReturnType<typeof targetSite>>;
  const lines: string[] = [];

  beforeAll(async () => {
    source = await createTestApp({ SEED_SCALE: '2' });
    await source.listen({ port: 0, host: '127.0.0.1' });
    const address = source.server.address() as { port: number };
    base = `http://127.0.0.1:${address.port}/api`;
    target = await targetSite();
  });
  afterAll(async () => {
    await target?.close();
    await source?.close();
  });

  it('imports everything with no difference, then changes nothing on a second run', async () => {
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
    expect(summary.files.downloaded).toBeGreaterThan(10);

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
