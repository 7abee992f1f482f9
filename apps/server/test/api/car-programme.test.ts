// A car's tuning programme (decision 0062), our addition to getRefitCarInfo: the demo's cars answer
// it, a car without one answers exactly the fields of SPEC section 7; the admin saves its figures,
// price, note and stages with the car, refuses what is wrong beside the field (400, nothing
// written), and a product a stage lists cannot be deleted.
import { describe, expect, it } from 'vitest';
import { expectOk } from '../helpers/content.ts';
import { contentRolesForFile } from '../helpers/content-matrix.ts';
import { productsOf as productsFor, publicAnswer } from '../helpers/public-answer.ts';

const roles = contentRolesForFile();

/** Demo cars: the Porsche 911 Turbo S has a programme, the Bentley Flying Spur none. */
const TURBO_S = 7;
const FLYING_SPUR = 18;

/** The keys getRefitCarInfo answers by SPEC section 7. */
const SPEC_KEYS = [
  'id',
  'brandId',
  'carName',
  'carNameEn',
  'brandName',
  'brandNameEn',
  'carImgUrl',
  'carTitles',
  'carTitlesEn',
  'carContents',
  'carContentsEn',
  'keyword',
  'keywordEn',
  'isVideo',
  'videoUrl',
  'galleryList',
  'productInfoList',
];

const carDetail = (carId: number) => publicAnswer(roles.app, 'getRefitCarInfo', { carId: String(carId) });
const productsOf = (carId: number) => productsFor(roles.app, carId);

async function editLive(id: number, change: Record<string, unknown>) {
  const item = expectOk(await roles.editor.get('cars', id));
  const saved = expectOk(await roles.editor.save('cars', id, item.version, { ...item.document, ...change }));
  expectOk(await roles.editor.publish('cars', id, saved.version));
}

describe('getRefitCarInfo with a programme', () => {
  it("answers the demo 911 Turbo S's figures, price, note and stages of its own products", async () => {
    const { result: car } = await carDetail(TURBO_S);
    const programme = car.programme!;
    expect(programme).toMatchObject({
      powerKw: { stock: 478, tuned: 552 },
      torqueNm: { stock: 800, tuned: 920 },
      zeroTo100: { stock: 2.7, tuned: 2.5 },
      weightSavedKg: 32,
      priceFromCny: 168_000,
    });
    expect(programme.complianceNote).toContain('年检');
    expect(programme.complianceNoteEn).toContain('annual inspection');
    expect(programme.stages.map((stage) => stage.nameEn)).toEqual([
      'Stage 1 · Aero kit',
      'Stage 2 · Power and wheels',
    ]);
    const own = new Set(await productsOf(TURBO_S));
    const parts = programme.stages.flatMap((stage) => stage.parts);
    expect(parts.length).toBeGreaterThan(2);
    expect(parts.every((part) => own.has(part.id) && part.name !== '' && part.nameEn !== '')).toBe(true);
  });

  it('answers a car without a programme with the fields of SPEC section 7 and nothing more', async () => {
    const { raw } = await carDetail(FLYING_SPUR);
    expect(Object.keys(raw).sort()).toEqual([...SPEC_KEYS].sort());
  });

  it('leaves out a stage part visitors may not see, and the stage keeps the others', async () => {
    const [first, second] = await productsOf(TURBO_S);
    const { id } = expectOk(
      await roles.editor.create('products', {
        typeId: 1,
        carId: TURBO_S,
        name: '未发布的配件',
        nameEn: 'Unpublished part',
      }),
    );
    await editLive(TURBO_S, {
      stages: [
        {
          name: '阶段',
          nameEn: 'Stage',
          parts: [{ productId: first }, { productId: id }, { productId: second }],
        },
      ],
    });
    const { result: car } = await carDetail(TURBO_S);
    expect(car.programme?.stages[0]?.parts.map((part) => part.id)).toEqual([first, second]);
    // The editors still see it where they put it.
    const item = expectOk(await roles.editor.get('cars', TURBO_S));
    expect(item.document.stages[0].parts).toEqual([
      { productId: first },
      { productId: id },
      { productId: second },
    ]);
  });
});

describe('the programme in the admin', () => {
  const base = (n: number) => ({ brandId: 3, carName: `方案车型${n}`, carNameEn: `Programme model ${n}` });

  it('saves the figures, price, note and stages with the car and publishes them', async () => {
    const [part] = await productsOf(TURBO_S);
    const programme = {
      stockPowerKw: 375,
      tunedPowerKw: 441,
      stockTorqueNm: 650,
      tunedTorqueNm: 750,
      stockZeroTo100: 3.9,
      tunedZeroTo100: 3.6,
      weightSavedKg: 28,
      priceFromCny: 88_000,
      complianceNote: '可正常年检。',
      complianceNoteEn: 'Passes the annual inspection.',
      stages: [
        {
          name: 'Stage 1',
          nameEn: 'Stage 1',
          description: '空力套件',
          descriptionEn: 'Aero kit',
          parts: [{ productId: part }],
        },
        { name: 'Stage 2', nameEn: '', description: '', descriptionEn: '', parts: [] },
      ],
    };
    const { id } = expectOk(await roles.editor.create('cars', { ...base(1), ...programme }));
    expect(expectOk(await roles.editor.get('cars', id)).document).toMatchObject(programme);
    expectOk(await roles.editor.publish('cars', id, 1));

    const { result: car } = await carDetail(id);
    expect(car.programme).toMatchObject({
      powerKw: { stock: 375, tuned: 441 },
      zeroTo100: { stock: 3.9, tuned: 3.6 },
      priceFromCny: 88_000,
      complianceNoteEn: 'Passes the annual inspection.',
    });
    expect(car.programme?.stages.map((stage) => stage.parts.map((p) => p.id))).toEqual([[part], []]);

    // Emptied, the programme is gone from the answer.
    await editLive(id, {
      stockPowerKw: null,
      tunedPowerKw: null,
      stockTorqueNm: null,
      tunedTorqueNm: null,
      stockZeroTo100: null,
      tunedZeroTo100: null,
      weightSavedKg: null,
      priceFromCny: null,
      complianceNote: '',
      complianceNoteEn: '',
      stages: [],
    });
    expect((await carDetail(id)).raw).not.toHaveProperty('programme');
    expect(await roles.app.db.selectFrom('car_stage').select('id').where('carId', '=', id).execute()).toEqual(
      [],
    );
  });

  it.each([
    { field: 'tunedPowerKw', change: { stockPowerKw: 478 }, message: 'is required with the stock figure' },
    {
      field: 'stockZeroTo100',
      change: { stockZeroTo100: 2.65, tunedZeroTo100: 2.5 },
      message: 'must have at most one decimal',
    },
    {
      field: 'stockTorqueNm',
      change: { stockTorqueNm: '800', tunedTorqueNm: 900 },
      message: 'must be a number',
    },
    { field: 'weightSavedKg', change: { weightSavedKg: 0 }, message: 'must be from 1 to 2000' },
    { field: 'priceFromCny', change: { priceFromCny: 12.5 }, message: 'must be a whole number' },
    {
      field: 'complianceNoteEn',
      change: { complianceNoteEn: 'x'.repeat(501).slice(0) },
      message: 'must be at most 500 characters',
    },
    { field: 'stages.0.name', change: { stages: [{ name: '' }] }, message: 'is required' },
    {
      field: 'stages.0.parts.1.productId',
      change: { stages: [{ name: 'S', parts: [{ productId: 1 }, { productId: 1 }] }] },
      message: 'is listed twice',
    },
    {
      field: 'stages.0.parts.0.productId',
      change: { stages: [{ name: 'S', parts: [{ productId: 999_999 }] }] },
      message: 'no such product (999999)',
    },
    {
      field: 'stages.0.parts.0',
      change: { stages: [{ name: 'S', parts: [{ product: 1 }] }] },
      message: 'unknown field',
    },
    { field: 'stages', change: { stages: 'Stage 1' }, message: 'expected array' },
  ])('refuses a wrong $field beside the field, writing nothing', async ({ field, change, message }) => {
    const name = `拒绝的车型${field}`;
    const answer = await roles.editor.create('cars', { ...base(2), carName: name, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false });
    const issues = answer.body.result.issues as { path: string[]; message: string }[];
    expect(issues.map((issue) => issue.path.join('.'))).toContain(`document.${field}`);
    expect(issues.find((issue) => issue.path.join('.') === `document.${field}`)?.message).toContain(message);
    expect(await roles.app.db.selectFrom('car').select('id').where('carName', '=', name).execute()).toEqual(
      [],
    );
  });

  it('refuses to delete a product a stage lists, naming the car', async () => {
    const { result: car } = await carDetail(TURBO_S);
    const listed = car.programme!.stages[0]!.parts[0]!.id;
    const answer = await roles.editor.remove('products', listed);
    expect(answer.status).toBe(409);
    expect(answer.body.result.dependents).toContainEqual({ type: 'cars', id: TURBO_S, title: '911 Turbo S' });
  });
});
