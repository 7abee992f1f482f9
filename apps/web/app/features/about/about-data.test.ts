import type { ApiTransport } from '@refit/contract';
import { describe, expect, it } from 'vitest';
import { createServerApi } from '../../lib/api/api-context.server.ts';
import { fakeLogger } from '../../lib/api/fake-logger.ts';
import { telHref } from '@refit/contract/rules';
import { loadSalesContact } from './about-data.server.ts';

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
