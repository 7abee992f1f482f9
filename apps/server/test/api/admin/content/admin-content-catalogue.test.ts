// The content API on cars, product types, products, galleries and menus: the shared checks of
// every type, then what is particular to each (a car's product types on its public page,
// dependents refusing a delete, references to items that do not exist, the menu tree).
import { beforeAll, describe, expect, it } from 'vitest';
import { expectOk, uniqueSlug } from '../../../helpers/content.ts';
import type { TypeCase } from '../../../helpers/content.ts';
import { contentRolesForFile, describeContentType } from '../../../helpers/content-matrix.ts';
import { get } from '../../../helpers/test-app.ts';

const roles = contentRolesForFile();
/** Seeded items the documents refer to. */
const seeded = { brandId: 0, carId: 0, productTypeId: 0 };

beforeAll(async () => {
  const car = await roles.app.db
    .selectFrom('car')
    .select(['id', 'brandId'])
    .where('publishStatus', '=', '1')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  seeded.brandId = car.brandId;
  seeded.carId = car.id;
  seeded.productTypeId = (
    await roles.app.db.selectFrom('product_type').select('id').orderBy('id').executeTakeFirstOrThrow()
  ).id;
});

const publicOk = async (call: Parameters<typeof get>[1], query: Record<string, string>) => {
  const { status, body } = await get(roles.app, call, query);
  return status === 200 ? body.result : undefined;
};

const carCase: TypeCase = {
  type: 'cars',
  document: (n) => ({
    brandId: seeded.brandId,
    carName: `车型${n}`,
    carNameEn: `Model ${n}`,
    carIcoUrl: '/media/5/icon.png',
    carImgUrl: '/media/5/car.jpg',
    carTitles: '标题',
    carTitlesEn: 'Title',
    carContents: '<p>介绍</p>',
    carContentsEn: '<p>About</p>',
    keyword: '改装',
    keywordEn: 'tuning',
    videoUrl: '',
    featured: false,
    productTypes: [
      {
        productTypeId: seeded.productTypeId,
        configImages: ['/media/6/a.jpg'],
        brochureUrl: '/media/7/b.pdf',
      },
    ],
  }),
  nameField: 'carName',
  invalid: { document: { brandId: seeded.brandId, carName: 'x'.repeat(101) }, field: 'carName' },
  async publicName(_app, id) {
    return ((await publicOk('getRefitCarInfo', { carId: String(id) })) as { carName: string } | undefined)
      ?.carName;
  },
  get scope() {
    return seeded.brandId;
  },
};

const productTypeCase: TypeCase = {
  type: 'product-types',
  document: (n) => ({
    category: 'wheels',
    slug: uniqueSlug('wheel-type'),
    typeName: `轮毂类型${n}`,
    typeNameEn: `Wheel type ${n}`,
    iconUrl: '/media/8/icon.svg',
  }),
  nameField: 'typeName',
  invalid: { document: { category: 'boats', slug: 'ok', typeName: '船' }, field: 'category' },
  // The public API names a type only with its products: a visible type answers its (empty) list,
  // and the name is the live row's.
  async publicName(_app, id) {
    const visible = await publicOk('getProductListByType', { typeId: String(id) });
    if (!visible) return undefined;
    return (
      await roles.app.db
        .selectFrom('product_type')
        .select('typeName')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).typeName;
  },
  scope: null,
};

const productCase: TypeCase = {
  type: 'products',
  document: (n) => ({
    typeId: seeded.productTypeId,
    carId: null,
    name: `产品${n}`,
    nameEn: `Product ${n}`,
    productImgFileUrl: '/media/9/p.jpg',
    images: ['/media/9/p.jpg', '/media/10/q.jpg'],
    specs: '规格',
    specsEn: 'Specs',
    quantity: 2,
    description: '<p>说明</p>',
    descriptionEn: '<p>Description</p>',
  }),
  nameField: 'name',
  invalid: { document: { typeId: seeded.productTypeId, name: '产品', quantity: -1 }, field: 'quantity' },
  async publicName(_app, id) {
    return ((await publicOk('getProductInfo', { id: String(id) })) as { name: string } | undefined)?.name;
  },
  get scope() {
    return seeded.productTypeId;
  },
};

const galleryCase: TypeCase = {
  type: 'galleries',
  document: (n) => ({
    carId: seeded.carId,
    galleryName: `图集${n}`,
    galleryNameEn: `Gallery ${n}`,
    coverImgUrl: '/media/11/cover.jpg',
    images: ['/media/11/a.jpg', '/media/11/b.jpg'],
  }),
  nameField: 'galleryName',
  invalid: {
    document: { carId: seeded.carId, galleryName: '图集', images: ['data:image/png;base64,AAAA'] },
    field: 'images',
  },
  async publicName(_app, id) {
    return ((await publicOk('getCarGalleryById', { id: String(id) })) as { galleryName: string } | undefined)
      ?.galleryName;
  },
  get scope() {
    return seeded.carId;
  },
};

const menuCase: TypeCase = {
  type: 'menus',
  document: (n) => ({
    parentId: null,
    categoryCode: 'home_page',
    name: `菜单${n}`,
    nameEn: `Menu ${n}`,
    menuLink: `/about#part-${n}`,
    fileUrl: '',
    shown: true,
  }),
  nameField: 'name',
  invalid: { document: { name: '菜单', menuLink: 'javascript:alert(1)' }, field: 'menuLink' },
  async publicName(_app, id) {
    const menu = (await publicOk('getMenuData', { categoryCode: 'home_page' })) as {
      id: number;
      name: string;
    }[];
    return menu.find((item) => item.id === id)?.name;
  },
  scope: null,
};

describe.each([carCase, productTypeCase, productCase, galleryCase, menuCase])('$type', (kind: TypeCase) => {
  describeContentType(kind, () => roles);
});

describe('cars', () => {
  it("publishes a car's product types with their configuration images and brochure", async () => {
    const document = carCase.document(100);
    const { id } = expectOk(await roles.editor.create('cars', document));
    const item = expectOk(await roles.editor.get('cars', id));
    expect(item.document.productTypes).toEqual(document.productTypes);
    expectOk(await roles.editor.publish('cars', id, 1));
    const car = (await publicOk('getRefitCarInfo', { carId: String(id) })) as {
      productInfoList: { productTypeId: number; slideshowJson: string; moMaUrl: string }[];
    };
    expect(car.productInfoList).toHaveLength(1);
    expect(car.productInfoList[0]).toMatchObject({
      productTypeId: seeded.productTypeId,
      moMaUrl: '/media/7/b.pdf',
    });
    expect(JSON.parse(car.productInfoList[0]!.slideshowJson)).toEqual([{ fileUrl: '/media/6/a.jpg' }]);

    expectOk(await roles.editor.save('cars', id, 1, { ...document, productTypes: [] }));
    expectOk(await roles.editor.publish('cars', id, 2));
    const after = (await publicOk('getRefitCarInfo', { carId: String(id) })) as {
      productInfoList: unknown[];
    };
    expect(after.productInfoList).toEqual([]);
  });

  it('refuses references to items that do not exist, beside the field', async () => {
    const answer = await roles.editor.create('cars', {
      ...carCase.document(101),
      brandId: 999_999,
      productTypes: [{ productTypeId: 999_998 }, { productTypeId: 999_998 }],
    });
    expect(answer.status).toBe(400);
    const paths = (answer.body.result.issues as { path: string[] }[]).map((issue) => issue.path.join('.'));
    expect(paths).toContain('document.productTypes.1.productTypeId');
    const again = await roles.editor.create('cars', { ...carCase.document(101), brandId: 999_999 });
    expect((again.body.result.issues as { path: string[] }[]).map((issue) => issue.path.join('.'))).toEqual([
      'document.brandId',
    ]);
    expect(
      await roles.app.db.selectFrom('car').select('id').where('carName', '=', '车型101').execute(),
    ).toEqual([]);
  });

  it('refuses to delete a car with galleries or products, deleting nothing', async () => {
    const answer = await roles.editor.remove('cars', seeded.carId);
    expect(answer.status).toBe(409);
    const types = new Set((answer.body.result.dependents as { type: string }[]).map((d) => d.type));
    expect(types.has('galleries')).toBe(true);
    expect(await carCase.publicName(roles.app, seeded.carId, {})).toBeDefined();
  });

  it('lists the cars of one brand with the brand as parent', async () => {
    const { records } = expectOk(
      await roles.editor.list('cars', { parentId: String(seeded.brandId), pageSize: '100' }),
    );
    expect(records.length).toBeGreaterThan(0);
    expect(
      records.every(
        (r: { parentId: number; parentTitle: string }) => r.parentId === seeded.brandId && r.parentTitle,
      ),
    ).toBe(true);
  });
});

describe('product types and products', () => {
  it('refuses to delete a product type that products or cars use', async () => {
    const answer = await roles.editor.remove('product-types', seeded.productTypeId);
    expect(answer.status).toBe(409);
    expect(answer.body.result.dependents.length).toBeGreaterThan(0);
  });

  it('hides the products of an unpublished product type', async () => {
    const { id: typeId } = expectOk(
      await roles.editor.create('product-types', productTypeCase.document(200)),
    );
    expectOk(await roles.editor.publish('product-types', typeId, 1));
    const { id } = expectOk(await roles.editor.create('products', { ...productCase.document(201), typeId }));
    expectOk(await roles.editor.publish('products', id, 1));
    expect(await productCase.publicName(roles.app, id, {})).toBe('产品201');
    expectOk(await roles.editor.unpublish('product-types', typeId));
    expect(await productCase.publicName(roles.app, id, {})).toBeUndefined();
  });
});

describe('galleries', () => {
  it("shows a published gallery on its car's page and hides an unpublished one", async () => {
    const { id } = expectOk(await roles.editor.create('galleries', galleryCase.document(300)));
    const onCarPage = async () =>
      (
        (await publicOk('getRefitCarInfo', { carId: String(seeded.carId) })) as {
          galleryList: { id: number }[];
        }
      ).galleryList.some((gallery) => gallery.id === id);
    expect(await onCarPage()).toBe(false);
    expectOk(await roles.editor.publish('galleries', id, 1));
    expect(await onCarPage()).toBe(true);
  });
});

describe('menus', () => {
  it('keeps menus two levels deep and refuses to delete an item with children', async () => {
    const { id: top } = expectOk(await roles.editor.create('menus', menuCase.document(400)));
    const { id: child } = expectOk(
      await roles.editor.create('menus', { ...menuCase.document(401), parentId: top }),
    );
    const grandchild = await roles.editor.create('menus', { ...menuCase.document(402), parentId: child });
    expect(grandchild.status).toBe(400);
    expect(grandchild.body.result.issues[0].path).toEqual(['document', 'parentId']);
    const moved = await roles.editor.save('menus', top, 1, { ...menuCase.document(400), parentId: top });
    expect(moved.status).toBe(400);

    const refused = await roles.editor.remove('menus', top);
    expect(refused.status).toBe(409);
    expect(refused.body.result.dependents).toEqual([{ type: 'menus', id: child, title: '菜单401' }]);

    expectOk(await roles.editor.bulk('menus', 'publish', [top, child]));
    const menu = (await publicOk('getMenuData', { categoryCode: 'home_page' })) as {
      id: number;
      childList: { id: number }[];
    }[];
    expect(menu.find((item) => item.id === top)?.childList.map((c) => c.id)).toEqual([child]);
    expect(expectOk(await roles.editor.reorder('menus', top, [child]))).toEqual({ done: 1 });
  });
});
