// GET /api/admin/jobs: owners only; every job of the site with its schedule and last run, as the
// runner records them in the database, so every process of the site tells the same.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withLease } from '../../../../src/jobs/lease.ts';
import { runJob } from '../../../../src/jobs/run-job.ts';
import { ANALYTICS_JOB } from '../../../../src/modules/analytics/rollup-job.ts';
import { NOTICE_JOB } from '../../../../src/modules/notices/notice-job.ts';
import { call, signedIn } from '../../../helpers/admin.ts';
import { createTestApp, createTwinApp } from '../../../helpers/test-app.ts';
import type { TestApp } from '../../../helpers/test-app.ts';

let app: TestApp;
let twin: TestApp;
let owner: string;
beforeAll(async () => {
  app = await createTestApp();
  twin = await createTwinApp(app);
  owner = (await signedIn(app, 'owner')).cookie;
});
afterAll(async () => {
  await twin.close();
  await app.close();
});

async function jobsSeenBy(server: TestApp) {
  const answer = await call(server, 'GET', '/jobs', { cookie: owner });
  expect(answer.status).toBe(200);
  return answer.body.result.records as { name: string; [field: string]: unknown }[];
}
const jobOf = async (server: TestApp, name: string) =>
  (await jobsSeenBy(server)).find((job) => job.name === name);

describe('GET /api/admin/jobs', () => {
  it('answers owners; refuses editors, sales and visitors', async () => {
    expect((await call(app, 'GET', '/jobs', { cookie: owner })).status).toBe(200);
    for (const role of ['editor', 'sales'] as const) {
      const answer = await call(app, 'GET', '/jobs', { cookie: (await signedIn(app, role)).cookie });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ success: false, result: null, message: 'Your role may not do this' });
    }
    const signedOut = await call(app, 'GET', '/jobs');
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ success: false, result: null, message: 'Not signed in' });
  });

  it('lists every job with its interval, before any run', async () => {
    const jobs = await jobsSeenBy(app);
    expect(jobs.map((job) => [job.name, job.everyMs])).toEqual([
      ['enquiry-notices', 15_000],
      ['content-scheduled-publishing', 30_000],
      ['analytics-rollup', 600_000],
      ['baidu-push', 30_000],
      // Without BACKUP_SCHEDULE too: it makes the backups owners ask for.
      ['backup', 300_000],
    ]);
    expect(jobs.find((job) => job.name === ANALYTICS_JOB)).toEqual({
      name: ANALYTICS_JOB,
      everyMs: 600_000,
      running: false,
      lastStartedAt: null,
      lastEndedAt: null,
      lastOutcome: null,
      lastError: null,
      nextRunAt: null,
      failures: 0,
    });
  });

  it("shows a run of the process's runner to every process", async () => {
    const before = Date.now();
    app.jobs.runSoon(NOTICE_JOB);
    await vi.waitFor(async () => expect((await jobOf(twin, NOTICE_JOB))?.lastOutcome).toBe('ok'), {
      timeout: 5_000,
    });
    const seen = (await jobOf(twin, NOTICE_JOB))!;
    expect(seen).toMatchObject({ running: false, lastError: null, failures: 0 });
    expect(Date.parse(seen.lastStartedAt as string)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(seen.nextRunAt as string)).toBe(Date.parse(seen.lastStartedAt as string) + 15_000);
  });

  it('shows a failed run, the failures in a row, and a run under way', async () => {
    const analytics = app.jobs.jobs.find((job) => job.name === ANALYTICS_JOB)!;
    const failing = {
      ...analytics,
      run: async () => {
        throw new Error('roll-up refused');
      },
    };
    for (let run = 0; run < 2; run += 1) await runJob(app.db, failing, { holder: 'test', log: app.log });
    const failed = (await jobOf(app, ANALYTICS_JOB))!;
    expect(failed).toMatchObject({ lastOutcome: 'error', lastError: 'roll-up refused', failures: 2 });
    // The second failure in a row waits its backoff's second step (2 min), not the interval.
    expect(Date.parse(failed.nextRunAt as string) - Date.parse(failed.lastEndedAt as string)).toBe(120_000);

    await withLease(twin.db, ANALYTICS_JOB, 'twin', async () => {
      expect((await jobOf(app, ANALYTICS_JOB))?.running).toBe(true);
    });
    expect((await jobOf(app, ANALYTICS_JOB))?.running).toBe(false);
  });
});
