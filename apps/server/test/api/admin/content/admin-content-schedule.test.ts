// Scheduled publishing: a time in the future is kept on the draft, a past one refused; the job
// publishes what is due as the user who scheduled it, and among processes only one runs it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJob } from '../../../../src/jobs/run-job.ts';
import { scheduledPublishingJob } from '../../../../src/modules/admin/content/scheduled-publishing.ts';
import { publishDue } from '../../../../src/modules/admin/content/service.ts';
import type { ContentContext } from '../../../../src/modules/admin/content/service.ts';
import { signedIn } from '../../../helpers/admin.ts';
import { contentApi, expectOk, partnerCase } from '../../../helpers/content.ts';
import type { ContentApi } from '../../../helpers/content.ts';
import { createTestApp, createTwinApp } from '../../../helpers/test-app.ts';
import type { TestApp } from '../../../helpers/test-app.ts';

let app: TestApp;
let twin: TestApp;
let editor: ContentApi;
let editorId: number;

beforeAll(async () => {
  app = await createTestApp();
  twin = await createTwinApp(app);
  const user = await signedIn(app, 'editor');
  editor = contentApi(app, user.cookie);
  editorId = user.id;
});
afterAll(async () => {
  await twin.close();
  await app.close();
});

const contextOf = (server: TestApp): ContentContext => ({
  db: server.db,
  afterWrite: () => server.contentVersion.invalidate(),
});
const quiet = () => undefined;
/** One run of the job's work at `at`, outside the runner. */
const publishAt = (server: TestApp, at: number, log: (message: string) => void = quiet) =>
  publishDue(contextOf(server), new Date(at), log);

describe('scheduled publishing', () => {
  it('keeps a future time on the draft and refuses a past one', async () => {
    const { id } = expectOk(await editor.create('partners', partnerCase.document(1)));
    const past = await editor.schedule('partners', id, 1, new Date(Date.now() - 60_000).toISOString());
    expect(past.status).toBe(400);
    expect(past.body.result.issues[0].path).toEqual(['publishAt']);
    expect(
      (await editor.schedule('partners', id, 7, new Date(Date.now() + 60_000).toISOString())).status,
    ).toBe(409);

    const at = new Date(Date.now() + 3_600_000);
    const scheduled = expectOk(
      await editor.schedule('partners', id, 1, at.toISOString().replace('Z', '+00:00')),
    );
    expect(scheduled.publishAt).toBe(at.toISOString());
    expect(expectOk(await editor.get('partners', id)).publishAt).toBe(at.toISOString());
    const listed = expectOk(await editor.list('partners', { status: 'draft' }));
    expect(listed.records.find((r: { id: number }) => r.id === id).publishAt).toBe(at.toISOString());

    expect(expectOk(await editor.schedule('partners', id, 1, null)).publishAt).toBeNull();
    expect(expectOk(await editor.get('partners', id)).publishAt).toBeNull();
  });

  it('publishes what is due once, as the user who scheduled it, whichever process runs first', async () => {
    const { id } = expectOk(await editor.create('partners', partnerCase.document(2)));
    const at = Date.now() + 60_000;
    expectOk(await editor.schedule('partners', id, 1, new Date(at).toISOString()));

    // Not yet due: nothing happens.
    expect(await publishAt(app, at - 1000)).toBe(0);
    expect(await partnerCase.publicName(app, id, {})).toBeUndefined();

    // Two processes run the job at once, each through its lease as its job runner does: one
    // publishes, the other skips or finds nothing left.
    const jobOf = (server: TestApp) =>
      scheduledPublishingJob(contextOf(server), { log: quiet, now: () => at + 1000 });
    const runs = await Promise.all([
      runJob(app.db, jobOf(app), { holder: 'a', log: app.log }),
      runJob(twin.db, jobOf(twin), { holder: 'b', log: twin.log }),
    ]);
    expect(runs.map((run) => (run.ran && run.ok ? run.result : 0)).reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await partnerCase.publicName(app, id, {})).toBe('伙伴2');
    expect(expectOk(await editor.get('partners', id))).toMatchObject({
      status: 'published',
      publishAt: null,
    });
    const audit = await app.db
      .selectFrom('admin_audit')
      .select(['action', 'actorId'])
      .where('target', '=', `partners:${id}`)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'content.save', actorId: editorId },
      { action: 'content.schedule', actorId: editorId },
      { action: 'content.publish', actorId: editorId },
    ]);
    // Nothing left to do.
    expect(await publishAt(app, at + 5000)).toBe(0);
  });

  it('takes an item that can no longer be published off the schedule', async () => {
    const { id } = expectOk(await editor.create('partners', partnerCase.document(3)));
    const at = Date.now() + 60_000;
    expectOk(await editor.schedule('partners', id, 1, new Date(at).toISOString()));
    // A document that no longer passes the checks (written around the API).
    await app.db
      .updateTable('content_draft')
      .set({ document: JSON.stringify({ partnersName: '' }) })
      .where('type', '=', 'partners')
      .where('itemId', '=', id)
      .execute();
    const problems: string[] = [];
    expect(await publishAt(app, at + 1000, (message) => problems.push(message))).toBe(0);
    expect(problems).toEqual(['scheduled publishing failed']);
    expect(expectOk(await editor.get('partners', id))).toMatchObject({ status: 'draft', publishAt: null });
  });
});
