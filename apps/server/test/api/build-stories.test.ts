// A gallery's build story (decision 0067), our addition to getCarGalleryById, and "seen on these
// builds" on getProductInfo: the demo's galleries answer them, a gallery without one answers
// exactly the fields of SPEC section 7; owners and editors save the story, parts and before/after
// pair with the gallery (sales and visitors may not), the story cleaned by the allow-list; what is
// wrong is refused beside its field (400, nothing written); a product a gallery lists cannot be
// deleted; and only galleries and products visitors may see are listed.
import { describe, expect, it } from 'vitest';
import { expectOk } from '../helpers/content.ts';
import { contentRolesForFile } from '../helpers/content-matrix.ts';
import { productsOf as productsFor, publicAnswer } from '../helpers/public-answer.ts';
import { get } from '../helpers/test-app.ts';

const roles = contentRolesForFile();

/** Demo galleries: 11 (911 Turbo S at Ningbo, car 7) has a story, 12 (the same car) none. */
const NINGBO = 11;
const RAINY_NIGHT = 12;
const TURBO_S = 7;

/** The keys getCarGalleryById answers by SPEC section 3 and 7 (with the gallery's brand). */
const SPEC_KEYS = [
  'id',
  'galleryName',
  'galleryNameEn',
  'brandName',
  'brandNameEn',
  'carName',
  'carNameEn',
  'coverImgUrl',
  'carId',
  'brandId',
  'galleryJson',
];

const galleryDetail = (id: number) => publicAnswer(roles.app, 'getCarGalleryById', { id: String(id) });
const productDetail = (id: number) => publicAnswer(roles.app, 'getProductInfo', { id: String(id) });
const productsOf = (carId: number) => productsFor(roles.app, carId);

const STORY = {
  story: '<h3>空力</h3><p>前唇与<strong>尾翼</strong>。</p><script>alert(1)</script>',
  storyEn: '<p onclick="steal()">Front lip and <em>wing</em>.</p>',
  beforeImgUrl: '/static/car/porsche-1.jpg',
  afterImgUrl: '/static/gallery/porsche-1-2.jpg',
  beforeCaption: '原厂',
  beforeCaptionEn: 'Factory',
  afterCaption: '改装后',
  afterCaptionEn: 'Finished',
};

const base = (n: number) => ({
  carId: TURBO_S,
  galleryName: `故事案例${n}`,
  galleryNameEn: `Story build ${n}`,
});

describe('getCarGalleryById with a build story', () => {
  it("answers the demo Ningbo gallery's story, parts of its own car and before/after pair", async () => {
    const { result: gallery } = await galleryDetail(NINGBO);
    const story = gallery.buildStory!;
    expect(story.story).toContain('<h3>空力与平衡</h3>');
    expect(story.storyEn).toContain('Ningbo International Circuit');
    const own = new Set(await productsOf(TURBO_S));
    expect(story.parts.length).toBeGreaterThan(3);
    expect(story.parts.every((part) => own.has(part.id) && part.name !== '' && part.nameEn !== '')).toBe(
      true,
    );
    expect(story.beforeAfter).toEqual({
      before: { imgUrl: 'gallery/porsche-1-1.jpg', caption: '原厂交付状态', captionEn: 'As delivered' },
      after: {
        imgUrl: 'car/porsche-1.jpg',
        caption: '空力套件与锻造轮毂',
        captionEn: 'Aero kit and forged wheels',
      },
    });
  });

  it('answers a gallery without a story with the fields of SPEC section 7 and nothing more', async () => {
    const { raw } = await galleryDetail(RAINY_NIGHT);
    expect(Object.keys(raw).sort()).toEqual([...SPEC_KEYS].sort());
  });
});

describe('a build story in the admin', () => {
  it('is saved by an owner and an editor, cleaned, published and then emptied away', async () => {
    const [first, second] = await productsOf(TURBO_S);
    const document = { ...base(1), ...STORY, parts: [{ productId: second }, { productId: first }] };
    // Sales and visitors may not write it.
    expect((await roles.sales.create('galleries', document)).status).toBe(403);
    expect((await roles.anonymous.create('galleries', document)).status).toBe(401);

    for (const writer of [roles.owner, roles.editor]) {
      const { id } = expectOk(await writer.create('galleries', document));
      const saved = expectOk(await writer.get('galleries', id)).document;
      expect(saved).toMatchObject({ parts: document.parts, beforeCaptionEn: 'Factory' });
      // The allow-list keeps the formatting and drops the script and the handler.
      expect(saved.story).toBe('<h3>空力</h3><p>前唇与<strong>尾翼</strong>。</p>');
      expect(saved.storyEn).toBe('<p>Front lip and <em>wing</em>.</p>');
      // A draft is not on the site yet.
      expect((await get(roles.app, 'getCarGalleryById', { id: String(id) })).status).toBe(404);
      expectOk(await writer.publish('galleries', id, 1));

      const { result: gallery } = await galleryDetail(id);
      expect(gallery.buildStory).toMatchObject({
        story: saved.story,
        storyEn: saved.storyEn,
        beforeAfter: {
          before: { imgUrl: STORY.beforeImgUrl, caption: '原厂', captionEn: 'Factory' },
          after: { imgUrl: STORY.afterImgUrl, caption: '改装后', captionEn: 'Finished' },
        },
      });
      expect(gallery.buildStory?.parts.map((part) => part.id)).toEqual([second, first]);
      const { result: product } = await productDetail(first!);
      expect(product.seenOn?.map((build) => build.id)).toContain(id);

      // Emptied, the story is gone from the answer and the parts from the table.
      const item = expectOk(await writer.get('galleries', id));
      const emptied = expectOk(
        await writer.save('galleries', id, item.version, {
          ...item.document,
          story: '<p></p>',
          storyDoc: null,
          storyEn: '',
          parts: [],
          beforeImgUrl: '',
          afterImgUrl: '',
          beforeCaption: '',
          beforeCaptionEn: '',
          afterCaption: '',
          afterCaptionEn: '',
        }),
      );
      expectOk(await writer.publish('galleries', id, emptied.version));
      expect((await galleryDetail(id)).raw).not.toHaveProperty('buildStory');
      expect(
        await roles.app.db.selectFrom('gallery_part').select('id').where('galleryId', '=', id).execute(),
      ).toEqual([]);
      expect((await productDetail(first!)).result.seenOn?.map((build) => build.id) ?? []).not.toContain(id);
    }
  });

  it('keeps the parts apart from the live gallery until the draft is published, and in its history', async () => {
    const [first, second] = await productsOf(TURBO_S);
    const { id } = expectOk(
      await roles.editor.create('galleries', { ...base(2), parts: [{ productId: first }] }),
    );
    expectOk(await roles.editor.publish('galleries', id, 1));
    const changed = expectOk(
      await roles.editor.save('galleries', id, 1, {
        ...expectOk(await roles.editor.get('galleries', id)).document,
        parts: [{ productId: second }],
      }),
    );
    expect((await galleryDetail(id)).result.buildStory?.parts.map((part) => part.id)).toEqual([first]);
    expectOk(await roles.editor.publish('galleries', id, changed.version));
    expect((await galleryDetail(id)).result.buildStory?.parts.map((part) => part.id)).toEqual([second]);
    const { records } = expectOk(await roles.editor.revisions('galleries', id));
    expect(records.length).toBeGreaterThanOrEqual(3);
    // The first version comes back with its part.
    expectOk(await roles.editor.restore('galleries', id, 1));
    expect(expectOk(await roles.editor.get('galleries', id)).document.parts).toEqual([{ productId: first }]);
  });

  it.each([
    {
      field: 'afterImgUrl',
      change: { beforeImgUrl: '/static/car/porsche-1.jpg' },
      message: 'is required with the before picture',
    },
    {
      field: 'beforeImgUrl',
      change: { afterImgUrl: '/static/car/porsche-1.jpg' },
      message: 'is required with the after picture',
    },
    {
      field: 'afterImgUrl',
      change: { beforeImgUrl: '/static/car/porsche-1.jpg', afterImgUrl: '/static/car/porsche-1.jpg' },
      message: 'must differ from the before picture',
    },
    {
      field: 'beforeCaptionEn',
      change: { beforeCaptionEn: 'Factory' },
      message: 'needs the before and after pictures',
    },
    {
      field: 'afterImgUrl',
      change: { beforeImgUrl: '/static/car/porsche-1.jpg', afterImgUrl: 'javascript:alert(1)' },
      message: 'must be a site path or an http(s) address',
    },
    {
      field: 'afterCaption',
      change: { ...STORY, afterCaption: '长'.repeat(61) },
      message: 'must be at most 60 characters',
    },
    { field: 'story', change: { story: 42 }, message: 'must be text' },
    {
      field: 'storyDoc.content.0.type',
      change: { storyDoc: { type: 'doc', content: [{ type: 'iframe' }] } },
      message: 'is not an element rich text may hold',
    },
    {
      field: 'parts.1.productId',
      change: { parts: [{ productId: 1 }, { productId: 1 }] },
      message: 'is listed twice',
    },
    {
      field: 'parts.0.productId',
      change: { parts: [{ productId: 999_999 }] },
      message: 'no such product (999999)',
    },
    { field: 'parts.0', change: { parts: [{ product: 1 }] }, message: 'unknown field' },
    { field: 'parts', change: { parts: 'front lip' }, message: 'expected array' },
    {
      field: 'parts',
      change: { parts: Array.from({ length: 31 }, (_, at) => ({ productId: at + 1 })) },
      message: 'must have at most 30 items',
    },
  ])('refuses a wrong $field beside the field, writing nothing', async ({ field, change, message }) => {
    const name = `拒绝的案例${field}${message.length}`;
    const answer = await roles.editor.create('galleries', { ...base(3), galleryName: name, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false });
    const issues = answer.body.result.issues as { path: string[]; message: string }[];
    expect(issues.find((issue) => issue.path.join('.') === `document.${field}`)?.message).toContain(message);
    expect(
      await roles.app.db.selectFrom('car_gallery').select('id').where('galleryName', '=', name).execute(),
    ).toEqual([]);
  });

  it('refuses to delete a product a gallery lists, naming the gallery', async () => {
    const { result: gallery } = await galleryDetail(NINGBO);
    const listed = gallery.buildStory!.parts[0]!.id;
    const answer = await roles.editor.remove('products', listed);
    expect(answer.status).toBe(409);
    expect(answer.body.result.dependents).toContainEqual({
      type: 'galleries',
      id: NINGBO,
      title: '911 Turbo S · 宁波国际赛道',
    });
  });

  it('deletes a gallery with its parts', async () => {
    const [first] = await productsOf(TURBO_S);
    const { id } = expectOk(
      await roles.owner.create('galleries', { ...base(4), parts: [{ productId: first }] }),
    );
    expectOk(await roles.owner.remove('galleries', id));
    expect(
      await roles.app.db.selectFrom('gallery_part').select('id').where('galleryId', '=', id).execute(),
    ).toEqual([]);
  });
});

describe('seen on these builds', () => {
  it('lists the demo galleries whose parts include a product, and none for a product no build lists', async () => {
    const { result: gallery } = await galleryDetail(NINGBO);
    const part = gallery.buildStory!.parts[0]!;
    const { result: product } = await productDetail(part.id);
    expect(product.seenOn).toContainEqual(
      expect.objectContaining({
        id: NINGBO,
        galleryNameEn: '911 Turbo S · Ningbo International Circuit',
        carId: TURBO_S,
      }),
    );
    const listed = new Set(
      (await roles.app.db.selectFrom('gallery_part').select('productId').execute()).map(
        (row) => row.productId,
      ),
    );
    const unlisted = (await productsOf(TURBO_S)).find((id) => !listed.has(id))!;
    expect((await productDetail(unlisted)).raw).not.toHaveProperty('seenOn');
  });

  it('leaves out a gallery visitors may not see, and a part visitors may not see from the story', async () => {
    const [first, second] = await productsOf(TURBO_S);
    const { id: hiddenPart } = expectOk(
      await roles.editor.create('products', {
        typeId: 1,
        carId: TURBO_S,
        name: '未发布的配件',
        nameEn: 'Unpublished part',
      }),
    );
    const { id } = expectOk(
      await roles.editor.create('galleries', {
        ...base(5),
        parts: [{ productId: first }, { productId: hiddenPart }, { productId: second }],
      }),
    );
    // A draft gallery is not a build visitors can open.
    expect((await productDetail(first!)).result.seenOn?.map((build) => build.id) ?? []).not.toContain(id);
    expectOk(await roles.editor.publish('galleries', id, 1));
    expect((await productDetail(first!)).result.seenOn?.map((build) => build.id)).toContain(id);
    expect((await galleryDetail(id)).result.buildStory?.parts.map((part) => part.id)).toEqual([
      first,
      second,
    ]);
    // Unpublished again, it leaves the product's list.
    expectOk(await roles.editor.unpublish('galleries', id));
    expect((await productDetail(first!)).result.seenOn?.map((build) => build.id) ?? []).not.toContain(id);
  });
});
