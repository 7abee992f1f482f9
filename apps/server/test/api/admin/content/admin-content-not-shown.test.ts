// Why a published item is not on the public site: the content list and item answers carry
// `notShown`, the conditions of the visitors' listing rule the item misses. The seed's Koenigsegg
// (brand 9) is published with "Show in the menu" off, so visitors never see it; owners and editors
// read why, sales and visitors are refused the content calls. The reasons follow the same rule
// as getBrandList: switching the flag on and publishing shows the brand and clears them.
import { contentItemSchema, contentPageSchema } from '@refit/contract/admin';
import { describe, expect, it } from 'vitest';
import { DRAFT_BRAND_ID, HIDDEN_BRAND_ID } from '../../../../src/db/seed/index.ts';
import { brandCase, expectOk } from '../../../helpers/content.ts';
import type { ContentApi } from '../../../helpers/content.ts';
import { contentRolesForFile } from '../../../helpers/content-matrix.ts';
import { get } from '../../../helpers/test-app.ts';

const roles = contentRolesForFile();

async function listedBrandIds(): Promise<number[]> {
  const { body } = await get(roles.app, 'getBrandList');
  return (body.result as { id: number }[]).map((brand) => brand.id);
}

async function brandRecords(api: ContentApi) {
  const page = contentPageSchema.parse(expectOk(await api.list('brands', { pageSize: '100' })));
  return new Map(page.records.map((record) => [record.id, record]));
}

describe('why a published brand is not on the site', () => {
  it.each([
    ['owner', () => roles.owner],
    ['editor', () => roles.editor],
  ])('the %s reads it in the brands list and in the brand', async (_role, api) => {
    const records = await brandRecords(api());
    expect(records.get(HIDDEN_BRAND_ID)).toMatchObject({
      status: 'published',
      notShown: ['hidden-from-menu'],
    });
    // A brand the site lists has no reason; an unpublished one neither (its status says it).
    expect(records.get(1)).toMatchObject({ status: 'published', notShown: [] });
    expect(records.get(DRAFT_BRAND_ID)).toMatchObject({ status: 'draft', notShown: [] });
    expect(await listedBrandIds()).not.toContain(HIDDEN_BRAND_ID);

    const item = contentItemSchema.parse(expectOk(await api().get('brands', HIDDEN_BRAND_ID)));
    expect(item).toMatchObject({ status: 'published', notShown: ['hidden-from-menu'] });
    expect(contentItemSchema.parse(expectOk(await api().get('brands', 1))).notShown).toEqual([]);
  });

  it('refuses sales and visitors the list and the item, so they never read it', async () => {
    expect((await roles.sales.list('brands')).status).toBe(403);
    expect((await roles.sales.get('brands', HIDDEN_BRAND_ID)).status).toBe(403);
    expect((await roles.anonymous.list('brands')).status).toBe(401);
    expect((await roles.anonymous.get('brands', HIDDEN_BRAND_ID)).status).toBe(401);
  });

  it('follows the listing rule: a reason while the published flag is off, none once it is on', async () => {
    const document = brandCase.document(1);
    const { id } = expectOk(await roles.editor.create('brands', { ...document, showInMenu: false }));
    // A draft is not on the site whatever its flags: no reason beside its status.
    expect(expectOk(await roles.editor.get('brands', id)).notShown).toEqual([]);

    expectOk(await roles.editor.publish('brands', id, 1));
    expect(expectOk(await roles.editor.get('brands', id)).notShown).toEqual(['hidden-from-menu']);
    expect((await brandRecords(roles.editor)).get(id)?.notShown).toEqual(['hidden-from-menu']);
    expect(await listedBrandIds()).not.toContain(id);

    // Switched on in the draft only: the site still leaves it out until that is published.
    expectOk(await roles.editor.save('brands', id, 1, { ...document, showInMenu: true }));
    expect(expectOk(await roles.editor.get('brands', id))).toMatchObject({
      status: 'changed',
      notShown: ['hidden-from-menu'],
    });
    expectOk(await roles.editor.publish('brands', id, 2));
    expect(expectOk(await roles.editor.get('brands', id)).notShown).toEqual([]);
    expect((await brandRecords(roles.editor)).get(id)?.notShown).toEqual([]);
    expect(await listedBrandIds()).toContain(id);

    expectOk(await roles.editor.unpublish('brands', id));
    expect(expectOk(await roles.editor.get('brands', id))).toMatchObject({ status: 'draft', notShown: [] });
    expectOk(await roles.editor.remove('brands', id));
  });

  it('answers no reasons for types whose published items the site always shows', async () => {
    const page = contentPageSchema.parse(expectOk(await roles.editor.list('partners')));
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records.every((record) => record.notShown.length === 0)).toBe(true);
  });
});
