// The import against a source that misbehaves: records failing the contract, a file missing and
// one that is not what its name says, a call that never answers, and a source that stops answering
// halfway (then a run that resumes). Exactly the bad records are reported and skipped; the rest
// is imported whole and equals the source.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../../src/import/run-import.ts';
import { plainProgress } from '../../src/import/progress.ts';
import { createTestApp, get } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { keepLessOfTheDemo } from './smaller-demo.ts';
import { standInSource } from './stand-in-source.ts';
import { targetSite } from './target-site.ts';

const quiet = plainProgress(() => undefined);

describe('npm run import from a broken source', { timeout: 300_000 }, () => {
  let source: TestApp;
  let standIn: Awaited<ReturnType<typeof standInSource>>;
  let target: Awaited<ReturnType<typeof targetSite>>;
  const broken = { partner: 0, product: 0, newsMissing: 0, newsHangs: 0, partnerIcon: 0 };

  beforeAll(async () => {
    source = await createTestApp();
    await keepLessOfTheDemo(source.db);
    const partners = (await get(source, 'getPartnersList')).body.result as {
      id: number;
      partnersIconUrl: string;
    }[];
    const news = (await get(source, 'getNewsList', { pageSize: '100' })).body.result.records as {
      id: number;
      coverImgUrl: string;
    }[];
    broken.partner = partners[0]!.id;
    broken.partnerIcon = partners[1]!.id;
    broken.newsMissing = news[0]!.id;
    broken.newsHangs = news[1]!.id;
    const missing = `import-test/missing-cover.jpg`;
    const wrong = `import-test/not-a-picture.png`;
    standIn = await standInSource(source, {
      missingFiles: new Set([missing]),
      wrongFiles: new Set([wrong]),
      hangs: (call, query) => call === 'getNewsDetail' && query.get('id') === String(broken.newsHangs),
      result: (call, query, result) => {
        if (call === 'getPartnersList')
          return (result as { id: number }[]).map((partner) =>
            partner.id === broken.partner
              ? { ...partner, partnersName: 42 }
              : partner.id === broken.partnerIcon
                ? { ...partner, partnersIconUrl: wrong }
                : partner,
          );
        if (call === 'getProductInfo' && query.get('id') === '1') {
          broken.product = 1;
          return { ...(result as object), quantity: -3 };
        }
        if (call === 'getNewsDetail' && query.get('id') === String(broken.newsMissing))
          return { ...(result as object), coverImgUrl: missing };
        return result;
      },
    });
    target = await targetSite();
  });
  afterAll(async () => {
    await target?.close();
    await standIn?.close();
    await source?.close();
  });

  it('stops where the source stops answering, then resumes and reports exactly the bad records', async () => {
    standIn.failAfter = 150;
    const stopped = await runImport(target.config, target.db, {
      from: standIn.base,
      timeoutMs: 1500,
      retries: 1,
      progress: quiet,
    });
    expect(stopped.summary.sourceDown).toBeDefined();
    expect(stopped.summary.verification).toBeUndefined();
    // Once the source is down, nothing more is asked of it: the files it did not give wait for the
    // next run instead of each being reported as a bad file.
    const fileProblems = stopped.summary.problems.filter((problem) => 'file' in problem);
    expect(JSON.stringify(fileProblems)).not.toMatch(/answered 503|stopped answering/);
    expect(stopped.summary.files.downloaded + stopped.summary.files.failed).toBeLessThan(
      stopped.summary.files.referenced,
    );

    standIn.failAfter = undefined;
    const resumed = await runImport(target.config, target.db, {
      from: standIn.base,
      timeoutMs: 1500,
      retries: 1,
      progress: quiet,
    });
    expect(resumed.summary.sourceDown).toBeUndefined();
    expect(resumed.skippedItems().sort()).toEqual(
      [
        `partner:${broken.partner}`,
        `partner:${broken.partnerIcon}`,
        `product:${broken.product}`,
        `news:${broken.newsMissing}`,
        `news:${broken.newsHangs}`,
      ].sort(),
    );
    // What was written in the stopped run is not written again.
    const total = (what: 'unchanged') =>
      Object.values(resumed.summary.records).reduce((sum, c) => sum + c[what], 0);
    expect(total('unchanged')).toBeGreaterThan(0);
    // The only differences are the calls that show the skipped records (a car's programme lists
    // the skipped product in a stage, a gallery among the parts of its build).
    for (const difference of resumed.summary.verification!.differences)
      expect(difference).toMatch(
        /getPartnersList|getProductInfo|getNews|getIndexProductList|getProductList|getProductListByPage|getRefitCarInfo|getCarGalleryById/,
      );

    const again = await runImport(target.config, target.db, {
      from: standIn.base,
      timeoutMs: 1500,
      retries: 1,
      progress: quiet,
    });
    expect(Object.values(again.summary.records).reduce((sum, c) => sum + c.added + c.updated, 0)).toBe(0);
    expect(again.skippedItems().sort()).toEqual(resumed.skippedItems().sort());
  });
});
