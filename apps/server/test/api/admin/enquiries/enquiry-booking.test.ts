// Workshop booking on the booking form (decision 0065): off by default, when fields that book a
// visit are refused; set by owners; when on, the day (today to a year ahead in SITE_TIME_ZONE),
// slot, workshop (a published location) and VIN checked and stored, shown in the inbox's record
// and its CSV in both languages. A refusal names the field and writes nothing.
import { addDays, dayIn } from '@refit/contract/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signedIn } from '../../../helpers/admin.ts';
import { createTestApp, get, post } from '../../../helpers/test-app.ts';
import type { TestApp } from '../../../helpers/test-app.ts';
import { CAPTCHA_TEST_ENV, solvedCaptcha } from '../../captcha-solver.ts';

const TIME_ZONE = 'Asia/Shanghai';
const VIN = 'WP0ZZZ99ZTS392124';

let app: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
let sales: Awaited<ReturnType<typeof signedIn>>;
let workshopId: number;
let draftId: number;

beforeAll(async () => {
  app = await createTestApp({ CONTACT_RATE_LIMIT: '1000', SITE_TIME_ZONE: TIME_ZONE, ...CAPTCHA_TEST_ENV });
  owner = await signedIn(app, 'owner');
  sales = await signedIn(app, 'sales');
  const location = (name: string, nameEn: string, publishStatus: '0' | '1') =>
    app.db
      .insertInto('location')
      .values({
        name,
        nameEn,
        city: '上海',
        cityEn: 'Shanghai',
        address: '',
        addressEn: '',
        openingHours: '',
        openingHoursEn: '',
        phone: '',
        wechatId: '',
        photosJson: '[]',
        latitude: 31.2,
        longitude: 121.4,
        services: '',
        servicesEn: '',
        sortOrder: 1,
        publishStatus,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  workshopId = (await location('上海旗舰工坊', 'Shanghai Flagship Workshop', '1')).id;
  draftId = (await location('未发布门店', 'Unpublished', '0')).id;
});
afterAll(() => app.close());

let sent = 0;
async function send(fields: Record<string, string>) {
  sent += 1;
  const messageContent = `booking ${sent}`;
  const answer = await post(app, 'saveContactUsForm', {
    name: 'Li Wei',
    email: 'li@example.com',
    messageContent,
    languages: 'cn',
    ...fields,
    altcha: await solvedCaptcha(app),
  });
  return { ...answer, messageContent };
}

const storedBy = (messageContent: string) =>
  app.db
    .selectFrom('contact_enquiry')
    .select(['id', 'bookingDate', 'bookingSlot', 'workshopId', 'workshopName', 'vin'])
    .where('messageContent', '=', messageContent)
    .executeTakeFirst();

const setBooking = (workshopBooking: unknown, cookie = owner.cookie) =>
  call(app, 'PATCH', '/settings/contact', { cookie, body: { workshopBooking } });

const today = () => dayIn(TIME_ZONE);

async function expectRefused(fields: Record<string, string>, message: RegExp) {
  const answer = await send(fields);
  expect(answer.status, JSON.stringify(fields)).toBe(400);
  expect(answer.body).toMatchObject({ success: false, result: null });
  expect(answer.body.message).toMatch(message);
  expect(await storedBy(answer.messageContent)).toBeUndefined();
}

describe('while owners have workshop booking off (the default)', () => {
  it('is off, and the form is the spec’s', async () => {
    expect((await get(app, 'getContactRule')).body.result).toEqual({
      contactRule: 'spec',
      workshopBooking: false,
      timeZone: TIME_ZONE,
    });
    const plain = await send({});
    expect(plain.status).toBe(200);
    expect(await storedBy(plain.messageContent)).toMatchObject({
      bookingDate: '',
      bookingSlot: '',
      workshopId: null,
      workshopName: '',
      vin: '',
    });
  });

  it('refuses every booking field, naming it, and stores nothing', async () => {
    await expectRefused({ bookingDate: today() }, /^Invalid parameter: bookingDate is not accepted/);
    await expectRefused({ bookingSlot: 'morning' }, /^Invalid parameter: bookingSlot is not accepted/);
    await expectRefused({ workshopId: String(workshopId) }, /^Invalid parameter: workshopId is not accepted/);
    await expectRefused({ vin: VIN }, /^Invalid parameter: vin is not accepted/);
  });
});

describe('the setting', () => {
  it('is changed by owners only, and checked', async () => {
    expect((await setBooking(true, sales.cookie)).status).toBe(403);
    expect((await call(app, 'PATCH', '/settings/contact', { body: { workshopBooking: true } })).status).toBe(
      401,
    );
    const bad = await setBooking('yes');
    expect(bad.status).toBe(400);
    expect(bad.body.result.issues).toEqual([expect.objectContaining({ path: ['workshopBooking'] })]);
    const empty = await call(app, 'PATCH', '/settings/contact', { cookie: owner.cookie, body: {} });
    expect(empty.status).toBe(400);
  });

  it('turns on without touching the contact rule, audited, and the public call follows', async () => {
    const saved = await setBooking(true);
    expect(saved.status).toBe(200);
    expect(saved.body.result).toEqual({ contactRule: 'spec', workshopBooking: true });
    expect((await get(app, 'getContactRule')).body.result).toMatchObject({ workshopBooking: true });
    const log = await call(app, 'GET', '/audit?action=settings.contact-rule', { cookie: owner.cookie });
    expect(log.body.result.records[0]).toMatchObject({
      actorId: owner.id,
      changes: [{ field: 'workshopBooking', before: false, after: true }],
    });
  });
});

describe('while it is on', () => {
  beforeAll(async () => {
    expect((await setBooking(true)).status).toBe(200);
  });

  it('stores the day, slot, workshop (its name in the enquiry’s language) and the VIN in capitals', async () => {
    const day = addDays(today(), 3);
    const zh = await send({
      bookingDate: day,
      bookingSlot: 'afternoon',
      workshopId: String(workshopId),
      vin: ` ${VIN.toLowerCase()} `,
    });
    expect(zh.status).toBe(200);
    expect(await storedBy(zh.messageContent)).toMatchObject({
      bookingDate: day,
      bookingSlot: 'afternoon',
      workshopId,
      workshopName: '上海旗舰工坊',
      vin: VIN,
    });
    const en = await send({ languages: 'en', workshopId: String(workshopId) });
    expect(await storedBy(en.messageContent)).toMatchObject({ workshopName: 'Shanghai Flagship Workshop' });
  });

  it('keeps every booking field optional', async () => {
    const plain = await send({});
    expect(plain.status).toBe(200);
    const onlyDay = await send({ bookingDate: today() });
    expect(onlyDay.status).toBe(200);
    const lastDay = await send({ bookingDate: addDays(today(), 365), vin: '' });
    expect(lastDay.status).toBe(200);
  });

  it.each([
    ['a past day', { bookingDate: addDays(dayIn(TIME_ZONE), -1) }, /bookingDate must not be in the past/],
    [
      'a day over a year ahead',
      { bookingDate: addDays(dayIn(TIME_ZONE), 366) },
      /bookingDate must be at most 365 days ahead/,
    ],
    ['a day that does not exist', { bookingDate: '2027-02-30' }, /bookingDate must be a date as YYYY-MM-DD/],
    ['a day in another format', { bookingDate: '30/11/2026' }, /bookingDate must be a date as YYYY-MM-DD/],
    ['an unknown slot', { bookingSlot: 'evening' }, /bookingSlot must be one of morning, afternoon/],
    [
      'a workshop that does not exist',
      { workshopId: '999999' },
      /workshopId must be one of the published locations/,
    ],
    ['an unpublished workshop', { workshopId: 'draft' }, /workshopId must be one of the published locations/],
    [
      'a workshop id that is not a number',
      { workshopId: 'abc' },
      /workshopId must be a positive whole number/,
    ],
    ['a VIN with an O', { vin: 'WP0ZZZ99ZTS39212O' }, /vin must be a VIN/],
    ['a VIN of 16 characters', { vin: 'WP0ZZZ99ZTS39212' }, /vin must be a VIN/],
    ['a VIN with a dash', { vin: 'WP0ZZZ99ZTS3921-4' }, /vin must be a VIN/],
  ])('refuses %s with a 400 naming the field', async (_, fields, message) => {
    const given: Record<string, string> = fields;
    await expectRefused(given.workshopId === 'draft' ? { workshopId: String(draftId) } : given, message);
  });
});

describe('in the inbox', () => {
  let id: number;
  const day = () => addDays(dayIn(TIME_ZONE), 10);
  beforeAll(async () => {
    expect((await setBooking(true)).status).toBe(200);
    const answer = await send({
      bookingDate: day(),
      bookingSlot: 'morning',
      workshopId: String(workshopId),
      vin: 'LSVAU2180N2183294',
    });
    id = (await storedBy(answer.messageContent))!.id;
  });
  afterAll(async () => {
    expect((await setBooking(false)).status).toBe(200);
  });

  it('is in the record and found by its VIN', async () => {
    const record = await call(app, 'GET', `/enquiries/${id}`, { cookie: sales.cookie });
    expect(record.body.result.booking).toEqual({
      date: day(),
      slot: 'morning',
      workshopId,
      workshopName: '上海旗舰工坊',
      vin: 'LSVAU2180N2183294',
    });
    const found = await call(app, 'GET', '/enquiries?q=lsvau2180n', { cookie: sales.cookie });
    expect(found.body.result.records.map((r: { id: number }) => r.id)).toEqual([id]);
  });

  it('is in the CSV in both languages, the day as chosen, the slot in words', async () => {
    const zh = await call(app, 'GET', '/enquiries/export.csv?q=LSVAU2180N&lang=zh', { cookie: sales.cookie });
    const [zhHeader, zhRow] = String(zh.body.result).slice(1).split('\r\n');
    expect(zhHeader).toContain(',来源路径,预约日期,预约时段,预约门店,车架号（VIN）,状态,');
    expect(zhRow).toContain(`,${day()},上午,上海旗舰工坊,LSVAU2180N2183294,`);
    const en = await call(app, 'GET', '/enquiries/export.csv?q=LSVAU2180N&lang=en', { cookie: owner.cookie });
    const [enHeader, enRow] = String(en.body.result).slice(1).split('\r\n');
    expect(enHeader).toContain(',Source path,Preferred date,Time slot,Workshop,VIN,Status,');
    expect(enRow).toContain(`,${day()},Morning,上海旗舰工坊,LSVAU2180N2183294,`);
  });
});
