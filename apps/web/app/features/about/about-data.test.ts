import type { ApiTransport } from '@refit/contract';
import { describe, expect, it } from 'vitest';
import { createServerApi } from '../../lib/api/api-context.server.ts';
import { fakeLogger } from '../../lib/api/fake-logger.ts';
import { telHref } from '@refit/contract/rules';
import { loadEnquiryStart, loadSalesContact } from './about-data.server.ts';

const contents = {
  cn: { title: '销售顾问 王先生', num: '+86 138 0000 0000', link: 'tel:+8613800000000' },
  en: { title: 'Sales Consultant Mr Wang', num: '', link: '' },
};

function client(answer: () => { status: number; body: unknown }) {
  const transport: ApiTransport = async () => answer();
  return createServerApi({ transport, timeoutMs: 8000, log: fakeLogger() });
}

const ok = (value: string) => () => ({
  status: 200,
  body: { success: true, result: { code: 'salesperson', contents: value }, message: 'ok' },
});

describe('telHref', () => {
  it('keeps the digits and the leading plus', () => {
    expect(telHref('+86 (21) 6000-2007')).toBe('tel:+862160002007');
  });
});

describe('loadSalesContact', () => {
  it('reads the salesperson in the visitor’s language', async () => {
    await expect(loadSalesContact(client(ok(JSON.stringify(contents))), 'zh')).resolves.toEqual({
      title: '销售顾问 王先生',
      number: '+86 138 0000 0000',
      href: 'tel:+8613800000000',
    });
  });

  it('falls back to the Chinese branch when the English one has no number', async () => {
    await expect(loadSalesContact(client(ok(JSON.stringify(contents))), 'en')).resolves.toMatchObject({
      number: '+86 138 0000 0000',
    });
  });

  it('makes a tel: link when the entry has none', async () => {
    const noLink = { ...contents, cn: { ...contents.cn, link: 'https://example.com' } };
    await expect(loadSalesContact(client(ok(JSON.stringify(noLink))), 'zh')).resolves.toMatchObject({
      href: 'tel:+8613800000000',
    });
  });

  it('leaves the contact out when the entry is missing, malformed or unreachable', async () => {
    await expect(loadSalesContact(client(ok('not json')), 'zh')).resolves.toBeNull();
    await expect(loadSalesContact(client(ok('{"cn":1}')), 'zh')).resolves.toBeNull();
    await expect(
      loadSalesContact(
        client(() => ({ status: 500, body: null })),
        'zh',
      ),
    ).resolves.toBeNull();
  });
});

describe('loadEnquiryStart', () => {
  const shanghai = {
    id: 1,
    name: '上海旗舰工坊',
    nameEn: 'Shanghai Flagship Workshop',
    city: '上海',
    cityEn: 'Shanghai',
    address: '上海市嘉定区叶城路 88 号',
    addressEn: 'No. 88 Yecheng Road',
    openingHours: '周二至周日 10:00–19:00',
    openingHoursEn: 'Tue–Sun 10:00–19:00',
    phone: '+86 21 6000 2007',
    wechatId: 'RuijieTuning',
    photosJson: '[]',
    latitude: 31.350412,
    longitude: 121.248836,
    services: '',
    servicesEn: '',
    sortOrder: 1,
  };
  const locations = client(() => ({ status: 200, body: { success: true, result: [shanghai], message: '' } }));
  const at = (query: string) => new URL(`http://site.test/about?${query}`);

  it('names a location in the page’s language and makes it the enquiry’s source', async () => {
    await expect(loadEnquiryStart(locations, 'en', at('location=1'))).resolves.toEqual({
      message:
        'Hello, I would like to visit Shanghai Flagship Workshop. Please contact me to arrange a time.',
      sourcePath: '/about?location=1',
    });
    await expect(loadEnquiryStart(locations, 'zh', at('location=1'))).resolves.toMatchObject({
      message: expect.stringContaining('上海旗舰工坊'),
    });
  });

  it('names a product in the page’s language and makes its page the enquiry’s source', async () => {
    const product = {
      ...{ brandName: '', brandNameEn: '', carName: '', carNameEn: '', typeName: '', typeNameEn: '' },
      ...{ specs: '', specsEn: '', description: '', descriptionEn: '' },
      id: 3,
      name: '碳纤维前唇',
      nameEn: 'Carbon front lip',
      productImgFileUrl: '',
      carImgUrl: '',
      category: 'exterior',
      typeId: 1,
      carId: null,
      brandId: null,
      quantity: 1,
      imagesJson: '[]',
    };
    const products = client(() => ({ status: 200, body: { success: true, result: product, message: '' } }));
    await expect(loadEnquiryStart(products, 'en', at('product=3'))).resolves.toEqual({
      message: expect.stringContaining('Carbon front lip'),
      sourcePath: '/product/info/3',
    });
    const failing = client(() => ({ status: 500, body: null }));
    await expect(loadEnquiryStart(failing, 'zh', at('product=3'))).resolves.toEqual({ message: '' });
  });

  it('starts empty for a location that is not listed, a malformed id or a failed call', async () => {
    await expect(loadEnquiryStart(locations, 'zh', at('location=2'))).resolves.toEqual({ message: '' });
    await expect(loadEnquiryStart(locations, 'zh', at('location=1x'))).resolves.toEqual({ message: '' });
    const failing = client(() => ({ status: 500, body: null }));
    await expect(loadEnquiryStart(failing, 'zh', at('location=1'))).resolves.toEqual({ message: '' });
  });
});
