// Locations end to end on the server: the public list (published only, in order, in the envelope),
// the admin's editing of them like every content type, the checks of each field, "where used" of
// their photos, and an enquiry from About's form about one of them naming it as its source.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUsage } from '../../src/modules/media/usage.ts';
import { call, signedIn } from '../helpers/admin.ts';
import { describeContentType, signInContentRoles, type MatrixContext } from '../helpers/content-matrix.ts';
import { expectOk, type TypeCase } from '../helpers/content.ts';
import { createTestApp, get, post, type TestApp } from '../helpers/test-app.ts';
import { CAPTCHA_TEST_ENV, solvedCaptcha } from './captcha-solver.ts';

let app: TestApp;
let roles: MatrixContext;

beforeAll(async () => {
  app = await createTestApp({
    ADMIN_SIGN_IN_RATE_LIMIT: '1000',
    CONTACT_RATE_LIMIT: '1000',
    ...CAPTCHA_TEST_ENV,
  });
  roles = await signInContentRoles(app);
});
afterAll(() => app.close());

interface PublicLocation {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  photosJson: string;
  sortOrder: number;
}

async function publicList(on: TestApp = app): Promise<PublicLocation[]> {
  const { status, body } = await get(on, 'getLocationList');
  expect(status).toBe(200);
  expect(body).toMatchObject({ success: true, message: expect.any(String) });
  return body.result as PublicLocation[];
}

const document = (n: number) => ({
  name: `门店${n}`,
  nameEn: `Location ${n}`,
  city: '杭州',
  cityEn: 'Hangzhou',
  address: `杭州市西湖区文三路 ${n} 号`,
  addressEn: `No. ${n} Wensan Road, Hangzhou`,
  openingHours: '每日 10:00–19:00',
  openingHoursEn: 'Daily 10:00–19:00',
  phone: '+86 571 8800 2007',
  wechatId: 'RuijieHangzhou',
  photos: ['/media/5/front.jpg'],
  latitude: 30.274084,
  longitude: 120.15507,
  services: '空气动力套件安装\n漆面保护膜',
  servicesEn: 'Aero kit fitting\nPaint protection film',
});

const locationCase: TypeCase = {
  type: 'locations',
  document,
  nameField: 'name',
  invalid: { document: { ...document(0), latitude: 91 }, field: 'latitude' },
  async publicName(on, id) {
    return (await publicList(on)).find((location) => location.id === id)?.name;
  },
  scope: null,
};

describe('getLocationList', () => {
  it('answers the three demo locations in their order, with numbers for coordinates', async () => {
    const list = await publicList();
    expect(list.map((location) => location.name)).toEqual([
      '上海旗舰工坊',
      '北京御驰汽车工坊',
      '深圳湾区性能中心',
    ]);
    const shanghai = list[0]!;
    expect(shanghai).toMatchObject({ id: 1, latitude: 31.350412, longitude: 121.248836 });
    expect(JSON.parse(shanghai.photosJson)).toEqual([
      { fileUrl: 'news/news-11.jpg' },
      { fileUrl: 'news/news-3.jpg' },
      { fileUrl: 'news/news-9.jpg' },
    ]);
  });

  it('leaves out what is not published, and follows the order the editors set', async () => {
    expectOk(await roles.editor.unpublish('locations', 2));
    expect((await publicList()).map((location) => location.id)).toEqual([1, 3]);
    const draft = expectOk(await roles.editor.create('locations', document(9)));
    expect((await publicList()).map((location) => location.id)).not.toContain(draft.id);
    expectOk(await roles.editor.publish('locations', 2, 1));

    const ids = ((await roles.editor.list('locations')).body.result.records as { id: number }[]).map(
      (record) => record.id,
    );
    expectOk(await roles.editor.reorder('locations', null, [3, 1, 2, ...ids.filter((id) => id > 3)]));
    expect((await publicList()).map((location) => location.id)).toEqual([3, 1, 2]);
    expectOk(await roles.editor.reorder('locations', null, [1, 2, 3, ...ids.filter((id) => id > 3)]));
    expectOk(await roles.editor.remove('locations', draft.id as number));
  });

  it('takes no parameters it does not know, and only GET', async () => {
    expect((await get(app, 'getLocationList', { city: '<script>' })).status).toBe(200);
    const wrong = await post(app, 'getLocationList');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(wrong.body).toMatchObject({ success: false, result: null });
  });

  it('is in the OpenAPI document', async () => {
    const response = await app.inject({ url: '/api/openapi.json' });
    const operation = response.json().paths['/cmst/index/getLocationList'].get;
    expect(operation.summary).toMatch(/service points/);
  });
});

describe('the content type', () => {
  // On a database of its own: the shared checks count the reorders written about the type.
  let own: MatrixContext;
  beforeAll(async () => {
    own = await signInContentRoles(await createTestApp({ ADMIN_SIGN_IN_RATE_LIMIT: '1000' }));
  });
  afterAll(() => own.app.close());
  describeContentType(locationCase, () => own);

  it('has /locations as every item’s live address and preview page', async () => {
    const item = expectOk(await roles.editor.get('locations', 1));
    expect(item.liveUrl).toBe('/locations');
    const preview = expectOk(await roles.editor.preview('locations', 1, 'en'));
    expect(preview.url).toMatch(/^\/locations\?l=en&/);
  });
});

describe('the checks of each field', () => {
  const issues = async (change: Record<string, unknown>) => {
    const answer = await roles.editor.create('locations', { ...document(20), ...change });
    expect(answer.status).toBe(400);
    return (answer.body.result.issues as { path: string[]; message: string }[]).map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
  };

  it('keeps coordinates in range', async () => {
    expect(await issues({ latitude: 90.5 })).toEqual(['document.latitude: must be from -90 to 90']);
    expect(await issues({ latitude: -91 })).toEqual(['document.latitude: must be from -90 to 90']);
    expect(await issues({ longitude: 181 })).toEqual(['document.longitude: must be from -180 to 180']);
    expect(await issues({ longitude: '121.5' })).toEqual([
      'document.longitude: must be a longitude in degrees',
    ]);
    expect(await issues({ latitude: null })).toEqual(['document.latitude: must be a latitude in degrees']);
  });

  it('takes phone numbers as people write them, and nothing else', async () => {
    for (const phone of ['abc', '12345', '+86 21 6000 2007; drop', '1'.repeat(31)]) {
      expect((await issues({ phone }))[0], phone).toMatch(/^document\.phone: must/);
    }
    for (const phone of ['+86 21 6000 2007', '400-820-2007', '(021) 6000-2007', '']) {
      expect((await roles.editor.create('locations', { ...document(21), phone })).status, phone).toBe(200);
    }
  });

  it('names each other field it refuses', async () => {
    expect(await issues({ name: ' ' })).toEqual(['document.name: is required']);
    expect(await issues({ city: '' })).toEqual(['document.city: is required']);
    expect(await issues({ address: '' })).toEqual(['document.address: is required']);
    expect((await issues({ wechatId: '微信号' }))[0]).toMatch(/^document\.wechatId: must be a WeChat ID/);
    expect((await issues({ photos: ['javascript:alert(1)'] }))[0]).toMatch(/^document\.photos\.0: /);
    expect((await issues({ photos: '/media/5/a.jpg' }))[0]).toBe('document.photos: must be a list');
  });
});

describe('where used', () => {
  it('finds a location by a photo in its draft, then by its live row once published', async () => {
    const photo = '/media/777001/workshop.jpg';
    const item = expectOk(await roles.editor.get('locations', 3));
    const saved = expectOk(
      await roles.editor.save('locations', 3, item.version, { ...item.document, photos: [photo] }),
    );
    expect(await findUsage(app.db, { id: 777001, sitePath: null })).toEqual([
      expect.objectContaining({ type: 'locations', id: 3, title: '深圳湾区性能中心', draft: true }),
    ]);
    expectOk(await roles.editor.publish('locations', 3, saved.version));
    expect(await findUsage(app.db, { id: 777001, sitePath: null })).toEqual([
      expect.objectContaining({ type: 'locations', id: 3, title: '深圳湾区性能中心', draft: false }),
    ]);
  });
});

describe('an enquiry about a location', () => {
  const stored = (email: string) =>
    app.db
      .selectFrom('contact_enquiry')
      .select(['sourceKind', 'sourceId', 'sourcePath', 'sourceTitle'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();

  const send = async (email: string, sourcePath: string) =>
    post(app, 'saveContactUsForm', {
      name: 'Li',
      email,
      messageContent: 'Can I visit?',
      languages: 'cn',
      sourcePath,
      altcha: await solvedCaptcha(app),
    });

  it('names the location it was sent about, with its name from the catalogue', async () => {
    expect((await send('beijing@example.com', '/about?location=2')).status).toBe(200);
    expect(await stored('beijing@example.com')).toEqual({
      sourceKind: 'location',
      sourceId: 2,
      sourcePath: '/about?location=2',
      sourceTitle: '北京御驰汽车工坊',
    });
    // The inbox shows it so.
    const { cookie } = await signedIn(app, 'owner');
    const inbox = await call(app, 'GET', '/enquiries?q=beijing%40example.com', { cookie });
    expect(inbox.body.result.records[0].source).toEqual({
      kind: 'location',
      id: 2,
      path: '/about?location=2',
      title: '北京御驰汽车工坊',
    });
  });

  it('is a plain page when the location does not exist', async () => {
    expect((await send('gone@example.com', '/about?location=99999')).status).toBe(200);
    expect(await stored('gone@example.com')).toMatchObject({ sourceKind: 'page', sourceId: null });
  });

  it('refuses a source with more than the one parameter, or anything but a site path', async () => {
    for (const sourcePath of ['/about?location=1&x=2', 'https://example.com/about', '/about?<b>=1']) {
      const answer = await send('bad@example.com', sourcePath);
      expect(answer.status, sourcePath).toBe(400);
      expect(answer.body.message).toContain('sourcePath');
    }
  });
});
