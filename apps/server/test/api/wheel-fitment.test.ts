// Wheel fitment (decision 0066), our addition to the product calls: a demo wheel answers its sizes
// and the models it fits, other products exactly the fields of SPEC section 3; the wheels lists
// filter by the car (or brand) a wheel fits and refuse a bad parameter with 400 naming it; the
// admin saves sizes and models with the product as owner or editor, refuses what is wrong beside
// the field with nothing written, keeps them in drafts and history, and a car a wheel fits cannot
// be deleted.
import { calls } from '@refit/contract';
import { describe, expect, it } from 'vitest';
import { expectOk } from '../helpers/content.ts';
import { contentRolesForFile } from '../helpers/content-matrix.ts';
import { publicAnswer } from '../helpers/public-answer.ts';
import { get } from '../helpers/test-app.ts';

const roles = contentRolesForFile();

/** Demo items: RJ-M01 Blade (a catalogue wheel), the Porsche 911 Turbo S, a McLaren 720S (19-inch). */
const BLADE = 29;
const TURBO_S = 7;
const MCLAREN_720S = 1;
const PORSCHE = 3;
const SINGLE_PIECE = 5;
const TWO_PIECE = 6;

/** The keys getProductInfo answers by SPEC section 3 (and our `seo`, absent when unwritten). */
const SPEC_KEYS = [
  'id',
  'name',
  'nameEn',
  'brandName',
  'brandNameEn',
  'carName',
  'carNameEn',
  'typeName',
  'typeNameEn',
  'productImgFileUrl',
  'carImgUrl',
  'category',
  'typeId',
  'carId',
  'brandId',
  'specs',
  'specsEn',
  'quantity',
  'description',
  'descriptionEn',
  'imagesJson',
];

const detail = (id: number) => publicAnswer(roles.app, 'getProductInfo', { id: String(id) });

async function wheelsFitting(query: Record<string, string>) {
  const { status, body } = await get(roles.app, 'getIndexProductList', { category: 'wheels', ...query });
  expect(status).toBe(200);
  return calls.getIndexProductList.result.parse(body.result);
}

/** The published products whose stored fitment lists the car, as the database has them. */
async function storedFitting(carId: number): Promise<number[]> {
  const rows = await roles.app.db
    .selectFrom('product_fitment_car')
    .innerJoin('product', 'product.id', 'product_fitment_car.productId')
    .select('product.id')
    .where('product_fitment_car.carId', '=', carId)
    .where('product.publishStatus', '=', '1')
    .orderBy('product.id')
    .execute();
  return rows.map((row) => row.id);
}

const SIZE = {
  axle: 'both',
  diameterIn: 20,
  widthJ: 9.5,
  offsetMm: 45,
  boltPattern: '5x112',
  centreBoreMm: 66.6,
};

describe('getProductInfo with fitment', () => {
  it("answers a demo wheel's sizes, the models it fits with their brands, and its note", async () => {
    const { result: product } = await detail(BLADE);
    const fitment = product.fitment!;
    expect(fitment.sizes.length).toBeGreaterThan(1);
    for (const size of fitment.sizes) {
      expect([20, 21]).toContain(size.diameterIn);
      expect(size.boltPattern).toMatch(/^[3-8]x\d{2,3}(\.\d)?$/);
      expect(size.centreBoreMm).toBeGreaterThan(50);
    }
    expect(fitment.cars.map((car) => car.id)).toContain(TURBO_S);
    expect(fitment.cars.find((car) => car.id === TURBO_S)).toMatchObject({
      carNameEn: '911 Turbo S',
      brandId: PORSCHE,
      brandNameEn: 'Porsche',
    });
    expect(fitment.note).not.toBe('');
    expect(fitment.noteEn).not.toBe('');
  });

  it('answers a product without fitment with the fields of SPEC section 3 and nothing more', async () => {
    // A product with no fitment that no build lists either (a build's parts add "seen on").
    const plain = await roles.app.db
      .selectFrom('product')
      .select('id')
      .where('id', 'not in', roles.app.db.selectFrom('product_wheel_size').select('productId'))
      .where('id', 'not in', roles.app.db.selectFrom('product_fitment_car').select('productId'))
      .where('id', 'not in', roles.app.db.selectFrom('gallery_part').select('productId'))
      .where('fitmentNote', '=', '')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { raw } = await detail(plain.id);
    expect(Object.keys(raw).sort()).toEqual([...SPEC_KEYS].sort());
  });
});

describe('the wheels lists filtered by the car a wheel fits', () => {
  it('keeps exactly the wheels whose fitment lists the car, each with its sizes', async () => {
    const items = await wheelsFitting({ fitsCarId: String(TURBO_S) });
    expect(items.map((item) => item.id).sort((a, b) => a - b)).toEqual(await storedFitting(TURBO_S));
    expect(items.length).toBeGreaterThan(2);
    expect(items.every((item) => (item.wheelSizes?.length ?? 0) > 0)).toBe(true);
  });

  it('keeps the wheels that fit any model of a brand', async () => {
    const byBrand = new Set((await wheelsFitting({ fitsBrandId: String(PORSCHE) })).map((item) => item.id));
    for (const car of [7, 8, 9])
      for (const id of await storedFitting(car)) expect(byBrand.has(id)).toBe(true);
  });

  it('answers an empty list for a car no wheel fits, or one there is not', async () => {
    expect(await wheelsFitting({ fitsCarId: String(MCLAREN_720S) })).toEqual([]);
    expect(await wheelsFitting({ fitsCarId: '999999' })).toEqual([]);
  });

  it('sends sizes only with the wheels that have them', async () => {
    const { body } = await get(roles.app, 'getIndexProductList', { category: 'wheels' });
    const items = body.result as Record<string, unknown>[];
    expect(items.some((item) => 'wheelSizes' in item)).toBe(true);
    // The bolts, caps and sensors of the wheels' tabs have none.
    expect(items.some((item) => !('wheelSizes' in item))).toBe(true);
    const kits = await get(roles.app, 'getIndexProductList', { category: 'aerodynamic-kits' });
    expect((kits.body.result as object[]).every((item) => !('wheelSizes' in item))).toBe(true);
  });

  it('filters the products of a wheels type the same way, with a matching total', async () => {
    const { body } = await get(roles.app, 'getProductListByType', {
      typeId: String(SINGLE_PIECE),
      fitsCarId: String(TURBO_S),
      pageSize: '100',
    });
    const page = calls.getProductListByType.result.parse(body.result);
    const fitting = new Set(await storedFitting(TURBO_S));
    expect(page.total).toBe(page.records.length);
    expect(page.records.length).toBeGreaterThan(0);
    expect(
      page.records.every((record) => fitting.has(record.id) && (record.wheelSizes?.length ?? 0) > 0),
    ).toBe(true);
    const twoPiece = await get(roles.app, 'getProductListByType', {
      typeId: String(TWO_PIECE),
      fitsCarId: String(MCLAREN_720S),
    });
    expect(twoPiece.body.result.total).toBe(0);
  });

  const bad: [string, Record<string, string>, string][] = [
    ['getIndexProductList', { category: 'wheels', fitsCarId: 'abc' }, 'fitsCarId'],
    ['getIndexProductList', { category: 'wheels', fitsCarId: '0' }, 'fitsCarId'],
    ['getIndexProductList', { category: 'wheels', fitsCarId: '-3' }, 'fitsCarId'],
    ['getIndexProductList', { category: 'wheels', fitsCarId: '1.5' }, 'fitsCarId'],
    ['getIndexProductList', { category: 'wheels', fitsCarId: '' }, 'fitsCarId'],
    ['getIndexProductList', { category: 'wheels', fitsCarId: '99999999999999999999' }, 'fitsCarId'],
    ['getIndexProductList', { category: 'wheels', fitsBrandId: '1 OR 1=1' }, 'fitsBrandId'],
    ['getProductListByType', { typeId: '5', fitsCarId: 'x' }, 'fitsCarId'],
    ['getProductListByType', { typeId: '5', fitsBrandId: '0' }, 'fitsBrandId'],
  ];
  it.each(bad)('%s refuses %o with 400 naming the parameter', async (call, query, field) => {
    const { status, body } = await get(roles.app, call, query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, result: null });
    expect(body.message).toContain(field);
  });
});

describe('fitment in the admin', () => {
  const wheel = (n: number) => ({ typeId: SINGLE_PIECE, name: `测试轮毂${n}`, nameEn: `Test wheel ${n}` });

  it('saves sizes, models and note with the product as a draft, shows them once published, keeps them in history', async () => {
    const fitment = {
      wheelSizes: [
        { ...SIZE, axle: 'front', boltPattern: '5×130', centreBoreMm: 71.6 },
        {
          ...SIZE,
          axle: 'rear',
          diameterIn: 21,
          widthJ: 12,
          offsetMm: 69,
          boltPattern: '5x130',
          centreBoreMm: 71.6,
        },
      ],
      fitCars: [{ carId: TURBO_S }, { carId: 8 }],
      fitmentNote: '需加长螺栓。',
      fitmentNoteEn: 'Longer bolts needed.',
    };
    const { id } = expectOk(await roles.editor.create('products', { ...wheel(1), ...fitment }));
    const saved = expectOk(await roles.editor.get('products', id)).document;
    // The × an editor may type is stored as x.
    expect(saved.wheelSizes[0].boltPattern).toBe('5x130');
    expect(saved.fitCars).toEqual(fitment.fitCars);
    expect(saved.fitmentNoteEn).toBe('Longer bolts needed.');
    // A draft: visitors do not see the wheel, nor find it under the car.
    expect((await get(roles.app, 'getProductInfo', { id: String(id) })).status).toBe(404);
    expect((await wheelsFitting({ fitsCarId: String(TURBO_S) })).map((item) => item.id)).not.toContain(id);

    expectOk(await roles.owner.publish('products', id, 1));
    const { result: product } = await detail(id);
    expect(product.fitment?.sizes.map((size) => [size.axle, size.diameterIn, size.widthJ])).toEqual([
      ['front', 20, 9.5],
      ['rear', 21, 12],
    ]);
    expect(product.fitment?.cars.map((car) => car.id)).toEqual([TURBO_S, 8]);
    expect((await wheelsFitting({ fitsCarId: '8' })).map((item) => item.id)).toContain(id);

    // A change waits in the draft; publishing it replaces the rows.
    const item = expectOk(await roles.owner.get('products', id));
    const changed = expectOk(
      await roles.owner.save('products', id, item.version, { ...item.document, fitCars: [{ carId: 8 }] }),
    );
    expect((await detail(id)).result.fitment?.cars.map((car) => car.id)).toEqual([TURBO_S, 8]);
    expectOk(await roles.owner.publish('products', id, changed.version));
    expect((await detail(id)).result.fitment?.cars.map((car) => car.id)).toEqual([8]);
    expect((await wheelsFitting({ fitsCarId: String(TURBO_S) })).map((item) => item.id)).not.toContain(id);

    // History brings the first models back.
    expectOk(await roles.editor.restore('products', id, 1));
    const restored = expectOk(await roles.editor.get('products', id));
    expect(restored.document.fitCars).toEqual(fitment.fitCars);
    expectOk(await roles.editor.publish('products', id, restored.version));
    expect((await detail(id)).result.fitment?.cars.map((car) => car.id)).toEqual([TURBO_S, 8]);

    // Emptied, the fitment is gone from the answer and from the tables.
    const last = expectOk(await roles.editor.get('products', id));
    const emptied = expectOk(
      await roles.editor.save('products', id, last.version, {
        ...last.document,
        wheelSizes: [],
        fitCars: [],
        fitmentNote: '',
        fitmentNoteEn: '',
      }),
    );
    expectOk(await roles.editor.publish('products', id, emptied.version));
    expect((await detail(id)).raw).not.toHaveProperty('fitment');
    expect(
      await roles.app.db.selectFrom('product_wheel_size').select('id').where('productId', '=', id).execute(),
    ).toEqual([]);
  });

  it('leaves out a fitted model visitors may not see', async () => {
    const { id: hidden } = expectOk(
      await roles.editor.create('cars', { brandId: PORSCHE, carName: '未发布车型' }),
    );
    const { id } = expectOk(
      await roles.editor.create('products', {
        ...wheel(2),
        wheelSizes: [SIZE],
        fitCars: [{ carId: hidden }, { carId: TURBO_S }],
      }),
    );
    expectOk(await roles.editor.publish('products', id, 1));
    expect((await detail(id)).result.fitment?.cars.map((car) => car.id)).toEqual([TURBO_S]);
  });

  it('refuses sales users (403) and visitors (401)', async () => {
    const document = { ...wheel(3), wheelSizes: [SIZE], fitCars: [{ carId: TURBO_S }] };
    expect((await roles.sales.create('products', document)).status).toBe(403);
    expect((await roles.anonymous.create('products', document)).status).toBe(401);
    const item = expectOk(await roles.editor.get('products', BLADE));
    expect((await roles.sales.save('products', BLADE, item.version, item.document)).status).toBe(403);
  });

  const size = (change: Record<string, unknown>) => ({
    wheelSizes: [{ ...SIZE, ...change }],
    fitCars: [{ carId: TURBO_S }],
  });
  it.each([
    { field: 'wheelSizes.0.diameterIn', change: size({ diameterIn: 30 }), message: 'must be from 13 to 26' },
    { field: 'wheelSizes.0.diameterIn', change: size({ diameterIn: null }), message: 'is required' },
    { field: 'wheelSizes.0.widthJ', change: size({ widthJ: 9.3 }), message: 'must be in halves' },
    { field: 'wheelSizes.0.widthJ', change: size({ widthJ: '9' }), message: 'must be a number' },
    { field: 'wheelSizes.0.offsetMm', change: size({ offsetMm: 45.5 }), message: 'must be a whole number' },
    { field: 'wheelSizes.0.offsetMm', change: size({ offsetMm: -81 }), message: 'must be from -80 to 100' },
    {
      field: 'wheelSizes.0.boltPattern',
      change: size({ boltPattern: '5-112' }),
      message: 'must be like 5x112',
    },
    {
      field: 'wheelSizes.0.boltPattern',
      change: size({ boltPattern: '9x112' }),
      message: 'must be like 5x112',
    },
    {
      field: 'wheelSizes.0.boltPattern',
      change: size({ boltPattern: '5x114.35' }),
      message: 'must be like 5x112',
    },
    { field: 'wheelSizes.0.boltPattern', change: size({ boltPattern: ' ' }), message: 'is required' },
    {
      field: 'wheelSizes.0.centreBoreMm',
      change: size({ centreBoreMm: 66.55 }),
      message: 'must have at most one decimal',
    },
    {
      field: 'wheelSizes.0.axle',
      change: size({ axle: 'middle' }),
      message: 'must be one of both, front, rear',
    },
    { field: 'wheelSizes.0', change: size({ tyre: '255/35' }), message: 'unknown field' },
    { field: 'fitCars', change: { wheelSizes: [SIZE] }, message: 'is required with the sizes' },
    {
      field: 'wheelSizes',
      change: { fitCars: [{ carId: TURBO_S }] },
      message: 'is required with the models',
    },
    {
      field: 'fitCars.1.carId',
      change: { wheelSizes: [SIZE], fitCars: [{ carId: TURBO_S }, { carId: TURBO_S }] },
      message: 'is listed twice',
    },
    {
      field: 'fitCars.0.carId',
      change: { wheelSizes: [SIZE], fitCars: [{ carId: 999_999 }] },
      message: 'no such car (999999)',
    },
    {
      field: 'wheelSizes',
      change: { typeId: 1, wheelSizes: [SIZE], fitCars: [{ carId: TURBO_S }] },
      message: 'only wheels carry sizes and fitted models',
    },
    {
      field: 'wheelSizes',
      change: { wheelSizes: Array.from({ length: 13 }, () => SIZE), fitCars: [{ carId: TURBO_S }] },
      message: 'must have at most 12 items',
    },
    {
      field: 'fitmentNoteEn',
      change: { fitmentNoteEn: 'x'.repeat(301) },
      message: 'must be at most 300 characters',
    },
  ])(
    'refuses a wrong $field ($message) beside the field, writing nothing',
    async ({ field, change, message }) => {
      const name = `拒绝的轮毂 ${field} ${message}`.slice(0, 100);
      const answer = await roles.editor.create('products', { ...wheel(4), name, ...change });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false });
      const issues = answer.body.result.issues as { path: string[]; message: string }[];
      expect(issues.map((issue) => issue.path.join('.'))).toContain(`document.${field}`);
      expect(issues.find((issue) => issue.path.join('.') === `document.${field}`)?.message).toContain(
        message,
      );
      expect(
        await roles.app.db.selectFrom('product').select('id').where('name', '=', name).execute(),
      ).toEqual([]);
    },
  );

  it('refuses to delete a car a wheel fits, naming the wheel', async () => {
    const { id: car } = expectOk(
      await roles.editor.create('cars', { brandId: PORSCHE, carName: '适配测试车型' }),
    );
    const { id } = expectOk(
      await roles.editor.create('products', { ...wheel(5), wheelSizes: [SIZE], fitCars: [{ carId: car }] }),
    );
    const answer = await roles.editor.remove('cars', car);
    expect(answer.status).toBe(409);
    expect(answer.body.result.dependents).toContainEqual({ type: 'products', id, title: '测试轮毂5' });
    // Deleting the wheel takes its sizes and models with it; then the car can go.
    expectOk(await roles.editor.remove('products', id));
    expect(
      await roles.app.db.selectFrom('product_fitment_car').select('id').where('productId', '=', id).execute(),
    ).toEqual([]);
    expectOk(await roles.editor.remove('cars', car));
  });
});
