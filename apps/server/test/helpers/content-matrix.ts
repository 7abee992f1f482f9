// The checks every content type passes, shared by the content API test files: create as a draft
// invisible to visitors, publish, save apart from the live copy, unpublish, 409 on a stale
// version, 400 beside the fields with nothing written, reorder, roles, delete; and the signed-in
// roles those files call the API as.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adapterOf } from '../../src/modules/admin/content/adapters/index.ts';
import { countRows } from './count-rows.ts';
import { auditActions, signedIn } from './admin.ts';
import { contentApi, expectOk } from './content.ts';
import type { ContentApi, TypeCase } from './content.ts';
import { createTestApp } from './test-app.ts';
import type { TestApp } from './test-app.ts';

export interface MatrixContext {
  app: TestApp;
  owner: ContentApi;
  editor: ContentApi;
  sales: ContentApi;
  anonymous: ContentApi;
}

/** The content API as an owner, an editor, a sales user (each signed in) and a visitor. */
export async function signInContentRoles(app: TestApp): Promise<ContentRoles> {
  const [owner, editor, sales] = [
    await signedIn(app, 'owner'),
    await signedIn(app, 'editor'),
    await signedIn(app, 'sales'),
  ];
  return {
    app,
    owner: contentApi(app, owner.cookie),
    editor: contentApi(app, editor.cookie),
    sales: contentApi(app, sales.cookie),
    anonymous: contentApi(app, undefined),
    editorId: editor.id,
  };
}

export type ContentRoles = MatrixContext & { editorId: number };

/**
 * One test app for the calling test file, with the content API as each role: filled in before the
 * file's tests run (so read its fields inside them, not at load) and closed after the last one.
 */
export function contentRolesForFile(): ContentRoles {
  const roles = {} as ContentRoles;
  beforeAll(async () => {
    Object.assign(roles, await signInContentRoles(await createTestApp()));
  });
  afterAll(() => roles.app.close());
  return roles;
}

export function describeContentType(kind: TypeCase, context: () => MatrixContext) {
  const { type } = kind;

  it('creates a draft that visitors do not see, publishes it, and saves changes apart from the live copy', async () => {
    const ctx = context();
    const document = kind.document(1);
    const created = expectOk(await ctx.editor.create(type, document));
    expect(created).toMatchObject({ version: 1, status: 'draft' });
    const id = created.id as number;
    expect(await kind.publicName(ctx.app, id, document)).toBeUndefined();

    const item = expectOk(await ctx.editor.get(type, id));
    expect(item).toMatchObject({ id, status: 'draft', version: 1, missingFields: [] });
    expect(item.document[kind.nameField]).toBe(document[kind.nameField]);

    expect(expectOk(await ctx.editor.publish(type, id, 1))).toMatchObject({ status: 'published' });
    expect(await kind.publicName(ctx.app, id, document)).toBe(document[kind.nameField]);

    const changed = { ...document, [kind.nameField]: '改过的名字' };
    expect(expectOk(await ctx.editor.save(type, id, 1, changed))).toMatchObject({
      version: 2,
      status: 'changed',
    });
    // The public site keeps the published copy until the change is published.
    expect(await kind.publicName(ctx.app, id, document)).toBe(document[kind.nameField]);
    expect(expectOk(await ctx.editor.get(type, id))).toMatchObject({ status: 'changed', version: 2 });

    expectOk(await ctx.editor.publish(type, id, 2));
    expect(await kind.publicName(ctx.app, id, document)).toBe('改过的名字');

    expect(expectOk(await ctx.editor.unpublish(type, id))).toMatchObject({ status: 'draft' });
    expect(await kind.publicName(ctx.app, id, document)).toBeUndefined();

    const revisions = expectOk(await ctx.editor.revisions(type, id)).records as {
      version: number;
      action: string;
    }[];
    expect(revisions.map((r) => `${r.action}:${r.version}`)).toEqual([
      'publish:2',
      'save:2',
      'publish:1',
      'save:1',
    ]);
    expect(await auditActions(context().app, `${type}:${id}`)).toEqual([
      'content.save',
      'content.publish',
      'content.save',
      'content.publish',
      'content.unpublish',
    ]);
  });

  it('answers 409 with the current item to a save from a stale version, and keeps the newer one', async () => {
    const ctx = context();
    const document = kind.document(2);
    const { id } = expectOk(await ctx.owner.create(type, document));
    expectOk(await ctx.owner.save(type, id, 1, { ...document, [kind.nameField]: '甲' }));
    const stale = await ctx.editor.save(type, id, 1, { ...document, [kind.nameField]: '乙' });
    expect(stale.status).toBe(409);
    expect(stale.body.result.current).toMatchObject({ id, version: 2 });
    expect(stale.body.result.current.document[kind.nameField]).toBe('甲');
    // "Overwrite": saving again with the current version wins.
    expect(
      expectOk(await ctx.editor.save(type, id, 2, { ...document, [kind.nameField]: '乙' })).version,
    ).toBe(3);
    const publishStale = await ctx.editor.publish(type, id, 2);
    expect(publishStale.status).toBe(409);
    expect(publishStale.body.result.current.version).toBe(3);
  });

  it('answers 400 with issues beside the fields, and writes nothing', async () => {
    const ctx = context();
    const before = await countRows(ctx.app.db, 'admin_audit');
    const answer = await ctx.editor.create(type, kind.invalid.document);
    expect(answer.status).toBe(400);
    const paths = (answer.body.result.issues as { path: string[] }[]).map((issue) => issue.path.join('.'));
    expect(paths.some((path) => path.startsWith(`document.${kind.invalid.field}`))).toBe(true);
    expect(await countRows(ctx.app.db, 'admin_audit')).toBe(before);

    const { id } = expectOk(await ctx.editor.create(type, kind.document(3)));
    const unknownField = await ctx.editor.save(type, id, 1, { ...kind.document(3), sneaky: true });
    expect(unknownField.status).toBe(400);
    expect(expectOk(await ctx.editor.get(type, id)).version).toBe(1);
  });

  it('reorders exactly the items of a scope, and refuses any other list', async () => {
    const ctx = context();
    const adapter = adapterOf(type);
    const ids = await adapter.scopeIds(ctx.app.db, kind.scope);
    const reversed = [...ids].reverse();
    expect(expectOk(await ctx.editor.reorder(type, kind.scope, reversed))).toEqual({ done: ids.length });
    const rows = await adapter.listRows(ctx.app.db, undefined);
    const order = rows.filter((row) => ids.includes(row.id)).sort((a, b) => a.sortOrder - b.sortOrder);
    expect(order.map((row) => row.id)).toEqual(reversed);

    expect((await ctx.editor.reorder(type, kind.scope, reversed.slice(1))).status).toBe(400);
    expect((await ctx.editor.reorder(type, kind.scope, [...reversed, reversed[0]!])).status).toBe(400);
    expect((await ctx.editor.reorder(type, kind.scope, [...reversed, 999_999])).status).toBe(400);
    expect(await auditActions(context().app, `${type}:${kind.scope ?? 'all'}`)).toEqual(['content.reorder']);
  });

  it('lets owners and editors in, and nobody else', async () => {
    const ctx = context();
    expect((await ctx.sales.list(type)).status).toBe(403);
    expect((await ctx.sales.create(type, kind.document(4))).status).toBe(403);
    expect((await ctx.anonymous.list(type)).status).toBe(401);
    expect((await ctx.anonymous.create(type, kind.document(4))).status).toBe(401);
    const listed = expectOk(await ctx.editor.list(type, { pageSize: '5' }));
    expect(listed.records.length).toBeLessThanOrEqual(5);
    expect(listed.current).toBe(1);
  });

  it('deletes an item with its drafts and history', async () => {
    const ctx = context();
    const { id } = expectOk(await ctx.editor.create(type, kind.document(5)));
    expect(expectOk(await ctx.editor.remove(type, id))).toEqual({ done: 1 });
    expect((await ctx.editor.get(type, id)).status).toBe(404);
    expect((await ctx.editor.remove(type, id)).status).toBe(404);
    const left = await ctx.app.db
      .selectFrom('content_revision')
      .select('id')
      .where('type', '=', type)
      .where('itemId', '=', id)
      .execute();
    expect(left).toEqual([]);
  });
}
