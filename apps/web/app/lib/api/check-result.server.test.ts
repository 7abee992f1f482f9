import type { ApiTransport } from '@refit/contract';
import { describe, expect, it } from 'vitest';
import { createServerApi } from './api-context.server.ts';
import { ApiError } from './errors.ts';
import { fakeLogger } from './fake-logger.ts';

const brand = (id: unknown, over: Record<string, unknown> = {}) => ({
  id,
  brandName: `品牌${String(id)}`,
  brandNameEn: `Brand ${String(id)}`,
  brandIconUrl: '',
  isShowMenu: '1',
  publishStatus: '1',
  sortOrder: 1,
  keyword: '',
  keywordEn: '',
  slideshowJson: '[]',
  ...over,
});

function serverApi(result: unknown) {
  const log = fakeLogger();
  const transport: ApiTransport = async () => ({
    status: 200,
    body: { success: true, result, message: 'ok' },
  });
  return { api: createServerApi({ transport, timeoutMs: 8000, log }), log };
}

describe('the server check of results against the contract', () => {
  it('keeps the valid entries of a list, skips malformed ones and logs each', async () => {
    const { api, log } = serverApi([brand(1), { id: 'x' }, null, brand(2, { isShowMenu: 'maybe' })]);
    await expect(api.getBrandList()).resolves.toEqual([brand(1)]);
    expect(log.messages('warn')).toEqual([
      'skipped a malformed getBrandList entry',
      'skipped a malformed getBrandList entry',
      'skipped a malformed getBrandList entry',
    ]);
    expect(log.entries[0]?.details).toMatchObject({ call: 'getBrandList', index: 1 });
  });

  it('reads numbers given as numeric strings, flags given as numbers and empty texts and lists given as null', async () => {
    const { api, log } = serverApi([
      brand('5', { sortOrder: '1', isShowMenu: 1, publishStatus: 1, brandNameEn: null }),
    ]);
    await expect(api.getBrandList()).resolves.toEqual([brand(5, { sortOrder: 1, brandNameEn: '' })]);
    const menu = serverApi([
      {
        id: 1,
        name: '首页',
        nameEn: 'Home',
        menuLink: '/',
        isShow: '1',
        sortOrder: 0,
        fileUrl: null,
        childList: null,
      },
    ]);
    await expect(menu.api.getMenuData()).resolves.toEqual([
      {
        id: 1,
        name: '首页',
        nameEn: 'Home',
        menuLink: '/',
        isShow: '1',
        sortOrder: 0,
        fileUrl: '',
        childList: [],
      },
    ]);
    expect([...log.entries, ...menu.log.entries]).toEqual([]);
  });

  it('checks the fields of a page and keeps its valid records', async () => {
    const record = { id: 3, name: '轮毂', nameEn: 'Wheel', productImgFileUrl: 'p.svg' };
    const { api, log } = serverApi({ records: [record, { id: 0 }], total: '2', pages: 1, current: 1 });
    await expect(api.getProductListByPageSimple()).resolves.toEqual({
      records: [record],
      total: 2,
      pages: 1,
      current: 1,
    });
    expect(log.messages('warn')).toEqual(['skipped a malformed getProductListByPageSimple entry']);

    const broken = serverApi({ records: [record], total: -1, pages: 1, current: 1 }).api;
    await expect(broken.getProductListByPageSimple()).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('rejects a malformed single record with an invalid ApiError naming the call', async () => {
    const { api } = serverApi({ code: 'keyword' });
    const error: unknown = await api.getCommonData({ code: 'keyword' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'invalid', call: 'getCommonData', status: 200 });
    expect((error as ApiError).message).toMatch(/^getCommonData answered a malformed result/);
  });

  it('drops fields the contract does not name', async () => {
    const { api } = serverApi({ code: 'keyword', contents: '{}', internalNote: 'x' });
    await expect(api.getCommonData({ code: 'keyword' })).resolves.toEqual({
      code: 'keyword',
      contents: '{}',
    });
  });
});
