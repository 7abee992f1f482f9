// The audit log names things so the screen can say them in words: the actor's name, what an entry
// was about (a content item with its names, kept even after a delete; a user; an enquiry's sender)
// and the fields it changed with their values before and after, never a secret.
import type { AuditRecord } from '@refit/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../../src/modules/admin/audit/repository.ts';
import { writeSecuritySettings } from '../../../../src/modules/admin/settings/repository.ts';
import { call, signedIn } from '../../../helpers/admin.ts';
import { contentApi, expectOk, partnerCase } from '../../../helpers/content.ts';
import { createTestApp } from '../../../helpers/test-app.ts';
import type { TestApp } from '../../../helpers/test-app.ts';

let app: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signedIn(app, 'owner');
  await app.db.updateTable('admin_user').set({ name: '王芳' }).where('id', '=', owner.id).execute();
});
afterAll(() => app.close());

async function entries(query: Record<string, string>): Promise<AuditRecord[]> {
  const answer = await call(app, 'GET', `/audit?${new URLSearchParams(query)}`, { cookie: owner.cookie });
  expect(answer.status).toBe(200);
  return answer.body.result.records as AuditRecord[];
}

describe('content entries', () => {
  it('carry the actor’s name, the item’s names and the changed fields before and after', async () => {
    const api = contentApi(app, owner.cookie);
    const document = partnerCase.document(1);
    const { id } = expectOk(await api.create('partners', document));
    expectOk(
      await api.save('partners', id, 1, {
        ...document,
        partnersNameEn: 'Renamed partner',
        partnersLink: 'https://example.com/new',
      }),
    );
    expectOk(await api.publish('partners', id, 2));

    const [published] = await entries({ action: 'content.publish', actorId: String(owner.id) });
    expect(published).toMatchObject({
      actorName: '王芳',
      subject: { kind: 'content', contentType: 'partners', id, title: '伙伴1', titleEn: 'Renamed partner' },
      changes: [],
    });
    const [saved] = await entries({ action: 'content.save', actorId: String(owner.id) });
    expect(saved!.changes).toEqual([
      { field: 'partnersNameEn', before: 'Partner 1', after: 'Renamed partner' },
      { field: 'partnersLink', before: 'https://example.com/partner', after: 'https://example.com/new' },
    ]);

    // Deleted: the log still names it.
    expect((await api.remove('partners', id)).status).toBe(200);
    const [deleted] = await entries({ action: 'content.delete' });
    expect(deleted!.subject).toMatchObject({ id, title: '伙伴1', titleEn: 'Renamed partner' });
  });

  it('looks up the names of an entry that did not keep them', async () => {
    await app.db
      .insertInto('admin_audit')
      .values({
        at: new Date().toISOString(),
        actorId: owner.id,
        actorEmail: owner.email,
        action: 'content.unpublish',
        target: 'news:1',
        detail: '{}',
        ip: '',
      })
      .execute();
    const [entry] = await entries({ action: 'content.unpublish' });
    expect(entry!.subject.title).toMatch(/\S/);
    expect(entry!.subject.titleEn).toMatch(/\S/);
  });

  it('records a changed secret without its values', async () => {
    const api = contentApi(app, owner.cookie);
    const settings = expectOk(await api.get('settings', 1));
    const baiduPush = { enabled: true, site: 'https://www.example.cn', token: 'TopSecretToken1' };
    expectOk(await api.save('settings', 1, settings.version, { ...settings.document, baiduPush }));
    const [entry] = await entries({ action: 'content.save' });
    expect(entry!.subject).toMatchObject({ kind: 'content', contentType: 'settings', title: null });
    expect(entry!.changes).toContainEqual({ field: 'baiduPush.token' });
    expect(entry!.changes).toContainEqual({ field: 'baiduPush.enabled', before: false, after: true });
    expect(JSON.stringify(entry)).not.toContain('TopSecretToken1');
  });
});

describe('other entries', () => {
  it('name the enquirer and the assignees, and give the status before and after', async () => {
    const { id } = await app.db
      .insertInto('contact_enquiry')
      .values({
        name: '陈先生',
        email: 'chen@example.com',
        phoneNum: '',
        messageContent: '询价',
        languages: 'cn',
        clientAddress: '',
        createdAt: '2026-11-28T10:00:00.000Z',
        updatedAt: '2026-11-28T10:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answer = await call(app, 'PATCH', `/enquiries/${id}`, {
      cookie: owner.cookie,
      body: { status: 'contacted', assigneeId: owner.id, notes: '已回电' },
    });
    expect(answer.status).toBe(200);
    const [entry] = await entries({ action: 'enquiry.update' });
    expect(entry).toMatchObject({ actorName: '王芳', subject: { kind: 'enquiry', id, title: '陈先生' } });
    expect(entry!.changes).toEqual([
      { field: 'status', before: 'new', after: 'contacted' },
      { field: 'assignee', before: null, after: '王芳' },
      { field: 'notes' },
    ]);
  });

  it('give the security settings before and after, and name a user', async () => {
    const changed = await call(app, 'PATCH', '/settings/security', {
      cookie: owner.cookie,
      body: { requireTotpForOwners: true },
    });
    expect(changed.status).toBe(200);
    // Owners without a second factor are now held at its set-up: the log is read directly.
    const { records } = await listAudit(app.db, { pageNo: 1, pageSize: 10, action: 'settings.update' });
    expect(records[0]).toMatchObject({ actorName: '王芳', subject: { kind: 'security' } });
    expect(records[0]!.changes).toEqual([{ field: 'requireTotpForOwners', before: false, after: true }]);
    await writeSecuritySettings(app.db, { requireTotpForOwners: false });

    const [signIn] = await entries({ action: 'auth.sign-in', actorId: String(owner.id) });
    expect(signIn).toMatchObject({
      actorName: '王芳',
      subject: { kind: 'user', id: owner.id, title: '王芳' },
    });
  });
});
