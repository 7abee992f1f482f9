// Discarding a draft (POST /content/:type/:id/discard): the published document becomes the draft
// again as a new version, the item reads published, a 'discard' revision and an audit line are
// written; stale versions get 409, items with nothing published or nothing changed a clear 400,
// and only editors and owners may do it. Settings are never unpublished: a clear 400, not a field error.
import { describe, expect, it } from 'vitest';
import { auditActions } from '../../../helpers/admin.ts';
import { expectOk, newsCase, partnerCase } from '../../../helpers/content.ts';
import type { ContentApi } from '../../../helpers/content.ts';
import { contentRolesForFile } from '../../../helpers/content-matrix.ts';

const roles = contentRolesForFile();

/** A published partner with one saved change (status changed, version 2). */
async function changedPartner(api: ContentApi, n: number) {
  const document = partnerCase.document(n);
  const { id } = expectOk(await api.create('partners', document));
  expectOk(await api.publish('partners', id, 1));
  expectOk(await api.save('partners', id, 1, { ...document, partnersName: '改过的名字' }));
  return { id: id as number, document };
}

describe('discarding a draft', () => {
  it('makes the published document the draft again, as a new version that is published', async () => {
    const { id, document } = await changedPartner(roles.editor, 1);
    expect(expectOk(await roles.editor.get('partners', id)).status).toBe('changed');

    const discarded = expectOk(await roles.editor.discard('partners', id, 2));
    expect(discarded).toEqual({ id, version: 3, status: 'published' });
    const item = expectOk(await roles.editor.get('partners', id));
    expect(item).toMatchObject({ status: 'published', version: 3 });
    expect(item.document.partnersName).toBe(document.partnersName);
    expect(await partnerCase.publicName(roles.app, id, document)).toBe(document.partnersName);

    const { records } = expectOk(await roles.editor.revisions('partners', id));
    expect(records[0]).toMatchObject({ version: 3, action: 'discard' });
    expect(await auditActions(roles.app, `partners:${id}`)).toEqual([
      'content.save',
      'content.publish',
      'content.save',
      'content.discard',
    ]);
    const line = await roles.app.db
      .selectFrom('admin_audit')
      .select('detail')
      .where('target', '=', `partners:${id}`)
      .where('action', '=', 'content.discard')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(line.detail)).toEqual({
      from: 2,
      version: 3,
      published: 1,
      title: document.partnersName,
      titleEn: document.partnersNameEn,
      changes: [{ field: 'partnersName', before: '改过的名字', after: document.partnersName }],
    });
  });

  it('goes back to a seeded item’s live document (published before the admin existed)', async () => {
    const item = expectOk(await roles.owner.get('news', 1));
    expect(item).toMatchObject({ status: 'published', version: 1 });
    expectOk(await roles.owner.save('news', 1, 1, { ...item.document, title: '未发布的标题' }));
    expectOk(await roles.owner.discard('news', 1, 2));
    const after = expectOk(await roles.owner.get('news', 1));
    expect(after).toMatchObject({ status: 'published', version: 3 });
    expect(after.document.title).toBe(item.document.title);
  });

  it('keeps rich text as it was published, and cancels a scheduled publishing of the draft', async () => {
    const document = newsCase.document(2);
    const { id } = expectOk(await roles.editor.create('news', document));
    expectOk(await roles.editor.publish('news', id, 1));
    expectOk(await roles.editor.save('news', id, 1, { ...document, content: '<p>新的正文</p>' }));
    const at = new Date(Date.now() + 86_400_000).toISOString();
    expectOk(await roles.editor.schedule('news', id, 2, at));
    expectOk(await roles.editor.discard('news', id, 2));
    const item = expectOk(await roles.editor.get('news', id));
    expect(item.document.content).toBe('<p>正文</p>');
    expect(item.publishAt).toBeNull();
  });

  it('answers 409 with the current item for a stale version, and changes nothing', async () => {
    const { id } = await changedPartner(roles.editor, 3);
    const stale = await roles.editor.discard('partners', id, 1);
    expect(stale.status).toBe(409);
    expect(stale.body.result.current).toMatchObject({ id, version: 2, status: 'changed' });
    expect(expectOk(await roles.editor.get('partners', id)).document.partnersName).toBe('改过的名字');
  });

  it('refuses an item that has no published version, with a clear 400', async () => {
    const document = partnerCase.document(4);
    const { id } = expectOk(await roles.editor.create('partners', document));
    expectOk(await roles.editor.save('partners', id, 1, { ...document, partnersName: '草稿' }));
    const refused = await roles.editor.discard('partners', id, 2);
    expect(refused.status).toBe(400);
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toMatch(/no published version/);
    expect(refused.body.result).toEqual({ reason: 'not-published' });
    // Taken off the site: the same, although it was published once.
    expectOk(await roles.editor.publish('partners', id, 2));
    expectOk(await roles.editor.unpublish('partners', id));
    expect((await roles.editor.discard('partners', id, 2)).body.result).toEqual({ reason: 'not-published' });
    expect(expectOk(await roles.editor.get('partners', id))).toMatchObject({ version: 2, status: 'draft' });
  });

  it('refuses a draft that has no changes, with a clear 400', async () => {
    const { id } = expectOk(await roles.editor.create('partners', partnerCase.document(5)));
    expectOk(await roles.editor.publish('partners', id, 1));
    const refused = await roles.editor.discard('partners', id, 1);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/nothing to discard/);
    expect(refused.body.result).toEqual({ reason: 'no-changes' });
  });

  it('is for owners and editors only; sales 403, signed out 401', async () => {
    const { id } = await changedPartner(roles.owner, 6);
    expect((await roles.sales.discard('partners', id, 2)).status).toBe(403);
    expect((await roles.anonymous.discard('partners', id, 2)).status).toBe(401);
    expect(expectOk(await roles.owner.get('partners', id))).toMatchObject({ version: 2, status: 'changed' });
    expect(expectOk(await roles.owner.discard('partners', id, 2))).toMatchObject({ status: 'published' });
  });

  it('answers 404 for an unknown item and 400 for a malformed version', async () => {
    expect((await roles.editor.discard('partners', 987_654, 1)).status).toBe(404);
    const malformed = await roles.editor.discard('partners', 1, 0);
    expect(malformed.status).toBe(400);
    expect(malformed.body.result.issues[0].path).toEqual(['version']);
  });

  it('discards changes to the settings (they stay published)', async () => {
    const item = expectOk(await roles.owner.get('settings', 1));
    expectOk(await roles.owner.save('settings', 1, item.version, { ...item.document, icpNumber: '' }));
    expectOk(await roles.owner.discard('settings', 1, item.version + 1));
    const after = expectOk(await roles.owner.get('settings', 1));
    expect(after.status).toBe('published');
    expect(after.document.icpNumber).toBe(item.document.icpNumber);
  });
});

describe('settings are never unpublished', () => {
  it('refuses with a clear 400 and a reason, not a field error', async () => {
    for (const refused of [
      await roles.owner.unpublish('settings', 1),
      await roles.owner.bulk('settings', 'unpublish', [1]),
    ]) {
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(
        'Settings are one document, always published: they cannot be unpublished',
      );
      expect(refused.body.result).toEqual({ reason: 'settings-are-one-document' });
    }
    expect(expectOk(await roles.owner.get('settings', 1)).status).not.toBe('draft');
  });
});
