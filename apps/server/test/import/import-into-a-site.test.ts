// The import into a site that already holds something: the demo, refused until `--replace-demo`,
// which takes the demo's content away and keeps the accounts and the enquiries; then a second
// backend whose ids are all taken here, whose items get new ids and whose old addresses answer
// with a permanent redirect to them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../../src/import/run-import.ts';
import { plainProgress } from '../../src/import/progress.ts';
import { DemoContentError, demoLeft } from '../../src/import/write/prepare-target.ts';
import { signedIn } from '../helpers/admin.ts';
import { countRows } from '../helpers/count-rows.ts';
import { createTestApp, post } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { createWebTestApp } from '../helpers/web-build.ts';
import { keepLessOfTheDemo } from './smaller-demo.ts';
import { CAPTCHA_TEST_ENV, solvedCaptcha } from '../api/captcha-solver.ts';

const quiet = plainProgress(() => undefined);

async function listening(app: TestApp): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
}

describe('npm run import into a site that holds content', { timeout: 300_000 }, () => {
  let target: TestApp;
  let first: TestApp;
  let second: TestApp;
  let firstBase: string;
  let secondBase: string;

  beforeAll(async () => {
    target = await createWebTestApp({ CONTACT_RATE_LIMIT: '1000', ...CAPTCHA_TEST_ENV });
    [first, second] = [await createTestApp(), await createTestApp()];
    await keepLessOfTheDemo(first.db);
    await keepLessOfTheDemo(second.db);
    [firstBase, secondBase] = [await listening(first), await listening(second)];
  });
  afterAll(async () => {
    await target?.close();
    await first?.close();
    await second?.close();
  });

  it('refuses a site that still holds the demo, and replaces the demo with --replace-demo', async () => {
    await signedIn(target, 'owner');
    const sent = await post(target, 'saveContactUsForm', {
      name: 'Li',
      email: 'li@example.com',
      messageContent: 'Price?',
      languages: 'en',
      altcha: await solvedCaptcha(target),
    });
    expect(sent.status).toBe(200);
    const kept = {
      accounts: await countRows(target.db, 'admin_user'),
      enquiries: await countRows(target.db, 'contact_enquiry'),
    };
    const news = await countRows(target.db, 'news');

    await expect(runImport(target.config, target.db, { from: firstBase, progress: quiet })).rejects.toThrow(
      DemoContentError,
    );
    await expect(runImport(target.config, target.db, { from: firstBase, progress: quiet })).rejects.toThrow(
      /--replace-demo/,
    );
    expect(await countRows(target.db, 'news')).toBe(news);
    expect(await countRows(target.db, 'import_item')).toBe(0);

    const report = await runImport(target.config, target.db, {
      from: firstBase,
      replaceDemo: true,
      progress: quiet,
    });
    expect(report.summary.problems).toEqual([]);
    expect(report.summary.verification?.differences).toEqual([]);
    expect(await demoLeft(target.db)).toEqual([]);
    expect(await countRows(target.db, 'admin_user')).toBe(kept.accounts);
    expect(await countRows(target.db, 'contact_enquiry')).toBe(kept.enquiries);
    // The imported content is the source's, at the source's ids.
    expect(await countRows(target.db, 'news')).toBe(await countRows(first.db, 'news'));
    const page = await target.inject({ method: 'GET', url: '/car/1' });
    expect(page.statusCode).toBe(200);
  });

  it('gives a second backend’s items new ids where theirs are taken, and redirects their old addresses', async () => {
    const report = await runImport(target.config, target.db, { from: secondBase, progress: quiet });
    expect(report.summary.problems).toEqual([]);
    const redirects = report.summary.redirects;
    const car = redirects.find((redirect) => redirect.from === '/car/1');
    expect(car?.to).toMatch(/^\/car\/\d+$/);
    expect(car?.to).not.toBe('/car/1');
    expect(redirects.some((redirect) => redirect.from === '/news/info/1')).toBe(true);

    // The old address and its query go to the new one, for visitors and search engines alike.
    const moved = await target.inject({ method: 'GET', url: '/car/1?l=en' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`${car!.to}?l=en`);
    const arrived = await target.inject({ method: 'GET', url: car!.to });
    expect(arrived.statusCode).toBe(200);
    // Both backends' items are here: nothing of the first was overwritten.
    expect(await countRows(target.db, 'car')).toBe(
      (await countRows(first.db, 'car')) + (await countRows(second.db, 'car')),
    );
  });
});
