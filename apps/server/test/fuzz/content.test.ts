// Property-based fuzzing of the content API: documents of every type built from valid ones with
// fields replaced by hostile values (wrong types, markup, huge or odd strings, unknown fields),
// created and saved. Whatever arrives, the answer is 200 or a 4xx envelope, never a 5xx; what is
// stored passes the type's schema, and its rich text holds no script.
import { contentTypes, CONTENT_TYPES } from '@refit/contract/admin';
import type { ContentType } from '@refit/contract/admin';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adapterOf } from '../../src/modules/admin/content/adapters/index.ts';
import { signedIn } from '../helpers/admin.ts';
import { brandCase, contentApi, newsCase, partnerCase } from '../helpers/content.ts';
import type { ContentApi } from '../helpers/content.ts';
import { createTestApp } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { MARKER, tally, value } from './inputs.ts';

const RUNS_PER_TYPE = 60;

let app: TestApp;
let owner: ContentApi;
const base = {} as Record<ContentType, () => Record<string, unknown>>;

beforeAll(async () => {
  app = await createTestApp();
  owner = contentApi(app, (await signedIn(app, 'owner')).cookie);
  const car = await app.db
    .selectFrom('car')
    .select(['id', 'brandId'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const type = await app.db.selectFrom('product_type').select('id').orderBy('id').executeTakeFirstOrThrow();
  base.brands = () => brandCase.document(1);
  base.partners = () => partnerCase.document(1);
  base.news = () => newsCase.document(1);
  base.cars = () => ({ brandId: car.brandId, carName: '车', productTypes: [{ productTypeId: type.id }] });
  base['product-types'] = () => ({
    category: 'wheels',
    slug: `t-${Math.random().toString(36).slice(2)}`,
    typeName: '类',
  });
  base.products = () => ({ typeId: type.id, name: '品', images: ['/media/1/a.jpg'] });
  base.galleries = () => ({ carId: car.id, galleryName: '图', images: [] });
  base.menus = () => ({ parentId: null, name: '单', menuLink: '/about' });
  base.locations = () => ({
    name: '店',
    city: '沪',
    address: '路',
    openingHours: '全天',
    latitude: 31,
    longitude: 121,
  });
  const settings = (await owner.get('settings', 1)).body.result.document as Record<string, unknown>;
  base.settings = () => ({ ...settings });
});
afterAll(() => app.close());

/** Any JSON value a client might put in a field, hostile text most often. */
const fieldValue = fc.oneof(
  { weight: 4, arbitrary: value },
  {
    weight: 1,
    arbitrary: fc.constantFrom(`<p>${MARKER}<script>alert(1)</script><img src=x onerror=alert(1)></p>`),
  },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(null, true, [], {}, -1, 0, 1.5, 2 ** 53, '1') },
);

describe.each(CONTENT_TYPES)('fuzz: %s documents', (type) => {
  it('never answers 5xx and stores only documents that pass the schema', async () => {
    const fields = Object.keys(contentTypes[type].document.shape);
    const counts = tally();
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 8 })), fieldValue, {
          maxKeys: 4,
        }),
        fc.boolean(),
        async (changes, save) => {
          // Settings are one document: they are only saved.
          const asSave = save || type === 'settings';
          const document = { ...base[type](), ...changes };
          // A save goes to the seeded item 1 with its current version, so it reaches validation.
          const version = asSave ? Number((await owner.get(type, 1)).body.result?.version ?? 1) : 0;
          const answer = asSave
            ? await owner.save(type, 1, version, document)
            : await owner.create(type, document);
          counts.add(answer.status);
          expect(answer.status, JSON.stringify(document).slice(0, 300)).toBeLessThan(500);
          expect(answer.body.success).toBe(answer.status === 200);
          if (answer.status !== 200) return;
          const stored = (await owner.get(type, asSave ? 1 : answer.body.result.id)).body.result.document;
          expect(contentTypes[type].document.safeParse(stored).success).toBe(true);
          // Plain texts keep markup as text (the site escapes it); rich text is cleaned.
          for (const field of adapterOf(type).richFields ?? []) {
            expect(String(stored[field])).not.toMatch(/<script|onerror=/i);
          }
        },
      ),
      { numRuns: RUNS_PER_TYPE },
    );
    console.info(`fuzz content ${type}: ${RUNS_PER_TYPE} cases (${String(counts)})`);
  });
});
