// The menu's Brands entry lists the brands themselves: getMenuData's Brands subitems are
// getBrandList's brands in its order, so reordering, hiding or adding a brand in the admin changes
// the header as it changes the sidebar, and the entry's own link goes to the first brand. The admin
// refuses menu items of the entry's own, which would have an order of their own again.
import { calls } from '@refit/contract';
import type { Brand, MenuItem } from '@refit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_ID } from '../../src/db/seed/index.ts';
import { brandCase, expectOk } from '../helpers/content.ts';
import type { ContentApi } from '../helpers/content.ts';
import { signInContentRoles } from '../helpers/content-matrix.ts';
import { createTestApp, get } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';

let app: TestApp;
let editor: ContentApi;

beforeAll(async () => {
  app = await createTestApp();
  ({ editor } = await signInContentRoles(app));
});
afterAll(() => app.close());

async function brandList(): Promise<Brand[]> {
  const { body } = await get(app, 'getBrandList');
  return calls.getBrandList.result.parse(body.result);
}

async function brandsEntry(isQueryChild = true): Promise<MenuItem> {
  const { status, body } = await get(app, 'getMenuData', {
    categoryCode: 'home_page',
    isQueryChild: String(isQueryChild),
  });
  expect(status).toBe(200);
  const menu = calls.getMenuData.result.parse(body.result);
  return menu.find((item) => item.id === MENU_ID.brands)!;
}

/** The entry's subitems as the brands they are, for comparing with getBrandList. */
const asBrands = (entry: MenuItem) =>
  entry.childList.map((child) => ({ id: child.id, name: child.name, link: child.menuLink }));
const expected = (brands: Brand[]) =>
  brands.map((brand) => ({ id: brand.id, name: brand.brandName, link: `/brand/${brand.id}` }));

describe("the menu's Brands entry", () => {
  it("lists getBrandList's brands in its order, named and pictured as they are", async () => {
    const brands = await brandList();
    const entry = await brandsEntry();
    expect(asBrands(entry)).toEqual(expected(brands));
    expect(entry.childList.map((child) => child.nameEn)).toEqual(brands.map((brand) => brand.brandNameEn));
    expect(entry.childList.map((child) => child.fileUrl)).toEqual(brands.map((brand) => brand.brandIconUrl));
    // Their sortOrder is their place: a client that sorts again keeps the brand order.
    expect(entry.childList.map((child) => child.sortOrder)).toEqual(brands.map((_, index) => index + 1));
    expect(entry.childList.every((child) => child.isShow === '1' && child.childList.length === 0)).toBe(true);
    expect(entry.menuLink).toBe(`/brand/${brands[0]!.id}`);
  });

  it('follows a reorder of the brands, and its link goes to the new first brand', async () => {
    const before = (await brandList()).map((brand) => brand.id);
    const records = expectOk(await editor.list('brands', { pageSize: '100' })).records as { id: number }[];
    const all = records.map((record) => record.id);
    const moved = [before[2]!, ...all.filter((id) => id !== before[2])];
    expectOk(await editor.reorder('brands', null, moved));

    const brands = await brandList();
    expect(brands.map((brand) => brand.id)).toEqual([before[2], ...before.filter((id) => id !== before[2])]);
    const entry = await brandsEntry();
    expect(asBrands(entry)).toEqual(expected(brands));
    expect(entry.menuLink).toBe(`/brand/${before[2]}`);
    // Without children the entry still links to the first brand.
    const bare = await brandsEntry(false);
    expect(bare).toMatchObject({ childList: [], menuLink: `/brand/${before[2]}` });

    expectOk(await editor.reorder('brands', null, all));
    expect(asBrands(await brandsEntry())).toEqual(expected(await brandList()));
  });

  it('gains a brand once it is published and loses it when "Show in the menu" is published off', async () => {
    const document = brandCase.document(7);
    const { id } = expectOk(await editor.create('brands', document));
    expect(asBrands(await brandsEntry()).map((child) => child.id)).not.toContain(id);

    expectOk(await editor.publish('brands', id, 1));
    expect((await brandList()).at(-1)?.id).toBe(id);
    expect(asBrands(await brandsEntry()).at(-1)).toEqual({
      id,
      name: document.brandName,
      link: `/brand/${id}`,
    });

    expectOk(await editor.save('brands', id, 1, { ...document, showInMenu: false }));
    expectOk(await editor.publish('brands', id, 2));
    expect(asBrands(await brandsEntry()).map((child) => child.id)).not.toContain(id);
    expect(asBrands(await brandsEntry())).toEqual(expected(await brandList()));

    expectOk(await editor.unpublish('brands', id));
    expectOk(await editor.remove('brands', id));
  });

  it('takes no menu items of its own in the admin', async () => {
    const child = {
      parentId: MENU_ID.brands,
      categoryCode: 'home_page',
      name: '全部车型',
      nameEn: 'All models',
      menuLink: '/car-list',
      fileUrl: '',
      shown: true,
    };
    const refused = await editor.create('menus', child);
    expect(refused.status).toBe(400);
    expect(refused.body.result.issues).toEqual([
      expect.objectContaining({
        path: ['document', 'parentId'],
        message: expect.stringMatching(/Brands entry/),
      }),
    ]);

    // Nor may an item with subitems become the entry by linking to a brand page.
    const about = expectOk(await editor.get('menus', MENU_ID.about));
    const linked = await editor.save('menus', MENU_ID.about, about.version, {
      ...about.document,
      menuLink: '/brand/2',
    });
    expect(linked.status).toBe(400);
    expect(linked.body.result.issues).toEqual([
      expect.objectContaining({
        path: ['document', 'menuLink'],
        message: expect.stringMatching(/Brands entry/),
      }),
    ]);

    // Under any other entry the same item is fine.
    const fine = expectOk(await editor.create('menus', { ...child, parentId: MENU_ID.about }));
    expectOk(await editor.remove('menus', fine.id));
  });
});
