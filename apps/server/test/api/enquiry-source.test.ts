// The page an enquiry was sent from: the booking form names its path (optional, validated), the
// server works out the car or product it shows and takes the title from the catalogue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { CAPTCHA_TEST_ENV, solvedCaptcha } from './captcha-solver.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ CONTACT_RATE_LIMIT: '1000', ...CAPTCHA_TEST_ENV });
});
afterAll(() => app.close());

const enquiry = { name: 'Li', email: 'li@example.com', messageContent: 'Price?', languages: 'en' };

async function sendFrom(email: string, sourcePath?: string) {
  return post(app, 'saveContactUsForm', {
    ...enquiry,
    email,
    ...(sourcePath === undefined ? {} : { sourcePath }),
    altcha: await solvedCaptcha(app),
  });
}

const stored = (email: string) =>
  app.db
    .selectFrom('contact_enquiry')
    .select(['sourceKind', 'sourceId', 'sourcePath', 'sourceTitle', 'status', 'updatedAt', 'createdAt'])
    .where('email', '=', email)
    .execute();

describe('the page an enquiry was sent from', () => {
  it('is the car of a car page, with its name from the catalogue', async () => {
    const car = await app.db
      .selectFrom('car')
      .select(['id', 'carName'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect((await sendFrom('car@example.com', `/car/${car.id}`)).status).toBe(200);
    expect(await stored('car@example.com')).toEqual([
      expect.objectContaining({
        sourceKind: 'car',
        sourceId: car.id,
        sourcePath: `/car/${car.id}`,
        sourceTitle: car.carName,
      }),
    ]);
  });

  it('is the product of a product page', async () => {
    const product = await app.db
      .selectFrom('product')
      .select(['id', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect((await sendFrom('product@example.com', `/product/info/${product.id}`)).status).toBe(200);
    expect((await stored('product@example.com'))[0]).toMatchObject({
      sourceKind: 'product',
      sourceId: product.id,
      sourceTitle: product.name,
    });
  });

  it('is a plain page otherwise, or when the item does not exist', async () => {
    await sendFrom('about@example.com', '/about');
    expect((await stored('about@example.com'))[0]).toMatchObject({
      sourceKind: 'page',
      sourceId: null,
      sourcePath: '/about',
      sourceTitle: '关于我们',
    });
    await sendFrom('ghost@example.com', '/car/999999');
    expect((await stored('ghost@example.com'))[0]).toMatchObject({
      sourceKind: 'page',
      sourceId: null,
      sourceTitle: '',
    });
  });

  it('stays optional: an enquiry without it is stored as before, new and unassigned', async () => {
    expect((await sendFrom('none@example.com')).status).toBe(200);
    const [row] = await stored('none@example.com');
    expect(row).toMatchObject({ sourceKind: 'page', sourcePath: '', status: 'new' });
    expect(row!.updatedAt).toBe(row!.createdAt);
  });

  it('refuses a path that is no path on this site, storing nothing', async () => {
    for (const [index, bad] of [
      'https://evil.example/car/1',
      'car/1',
      '/car/1?x=1',
      '/<script>',
      `/${'a'.repeat(300)}`,
    ].entries()) {
      const email = `bad${index}@example.com`;
      const { status, body } = await sendFrom(email, bad);
      expect(status, bad).toBe(400);
      expect(body).toMatchObject({ success: false, result: null });
      expect(body.message).toContain('sourcePath');
      expect(await stored(email)).toEqual([]);
    }
  });
});
