import type { ApiRequest, ApiResponse, ApiTransport } from '@refit/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from './client.ts';
import type { ResultCheck, TransportRequest } from './client.ts';
import { ApiError, isNotFound, NETWORK_ERROR_MESSAGE } from './errors.ts';
import { fakeLogger } from './fake-logger.ts';
import { consoleLogger } from './logger.ts';

const envelope = (result: unknown, success = true, message = 'ok') => ({ success, result, message });

function recordingTransport(response: ApiResponse = { status: 200, body: envelope([]) }) {
  const requests: TransportRequest[] = [];
  const transport: ApiTransport = async (request: ApiRequest) => {
    requests.push(request);
    return response;
  };
  return { transport, requests };
}

function apiAnswering(response: ApiResponse) {
  const log = fakeLogger();
  const api = createApi({ transport: recordingTransport(response).transport, timeoutMs: 8000, log });
  return { api, log };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => new Error('resolved'),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('createApi', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has one function per call of the contract, resolving with the result alone', async () => {
    const { api, log } = apiAnswering({ status: 200, body: envelope([{ id: 1 }]) });
    await expect(api.getIndexList()).resolves.toEqual([{ id: 1 }]);
    expect(typeof api.getNewsDetail).toBe('function');
    expect(typeof api.userTrace).toBe('function');
    expect(log.entries).toEqual([]);
  });

  it('builds the path below /cmst/index and puts GET parameters in the query', async () => {
    const { transport, requests } = recordingTransport({
      status: 200,
      body: envelope({ code: 'index_hd', contents: '{}' }),
    });
    const api = createApi({ transport, timeoutMs: 8000, log: fakeLogger() });
    await api.getCommonData({ code: 'index_hd' });
    expect(requests[0]).toMatchObject({
      method: 'GET',
      path: '/cmst/index/getCommonData',
      query: { code: 'index_hd' },
    });
  });

  it('puts POST fields in the query string as text, with no body, and accepts a null result', async () => {
    const { transport, requests } = recordingTransport({ status: 200, body: envelope(null) });
    const api = createApi({ transport, timeoutMs: 8000, log: fakeLogger() });
    await expect(
      api.userTrace({ browseType: 'menu', relatedId: 7, deviceType: 'PC', languages: 'cn' }),
    ).resolves.toBeNull();
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/cmst/index/userTrace',
      query: { browseType: 'menu', relatedId: '7', deviceType: 'PC', languages: 'cn' },
    });
    expect(requests[0]).not.toHaveProperty('body');
  });

  it('defaults pageNo to 1 and pageSize to 10 on paged calls, and lets callers override them', async () => {
    const page = { records: [], total: 0, pages: 0, current: 1 };
    const { transport, requests } = recordingTransport({ status: 200, body: envelope(page) });
    const api = createApi({ transport, timeoutMs: 8000, log: fakeLogger() });
    await api.getNewsList();
    await api.getCarGalleryListByPage({ brandId: 3, pageSize: 12, pageNo: 2 });
    expect(requests[0]?.query).toEqual({ pageNo: '1', pageSize: '10' });
    expect(requests[1]?.query).toEqual({ pageNo: '2', pageSize: '12', brandId: '3' });
  });

  it("uses the mode's default page size when it is given one (1 in development)", async () => {
    const page = { records: [], total: 0, pages: 0, current: 1 };
    const { transport, requests } = recordingTransport({ status: 200, body: envelope(page) });
    const api = createApi({ transport, timeoutMs: 10000, defaultPageSize: 1, log: fakeLogger() });
    await api.getNewsList();
    await api.getNewsList({ pageSize: 6 });
    expect(requests[0]?.query).toEqual({ pageNo: '1', pageSize: '1' });
    expect(requests[1]?.query).toEqual({ pageNo: '1', pageSize: '6' });
  });

  it('adds no paging to calls that are not paged and skips undefined values', async () => {
    const { transport, requests } = recordingTransport();
    const api = createApi({ transport, timeoutMs: 8000, log: fakeLogger() });
    await api.getCarList({ brandId: 1 });
    await api.getIndexProductList({ category: 'wheels', typeId: undefined });
    expect(requests[0]?.query).toEqual({ brandId: '1' });
    expect(requests[1]?.query).toEqual({ category: 'wheels' });
  });

  it.each([
    [401, 'unauthorized, please log in again', 'warn'],
    [403, 'access forbidden', 'warn'],
    [404, 'resource does not exist', 'info'],
    [500, 'internal server error', 'error'],
    [400, 'request failed', 'info'],
    [410, 'request failed', 'info'],
    [429, 'request failed', 'info'],
    [418, 'request failed', 'error'],
    [502, 'request failed', 'error'],
  ] as const)(
    'logs status %i as "%s" at %s and rejects with an http ApiError of that status',
    async (status, message, level) => {
      const body = envelope(null, false, 'nope');
      const { api, log } = apiAnswering({ status, body });

      const error = await failure(api.getBrandList());

      expect(error).toMatchObject({ kind: 'http', call: 'getBrandList', status, body, message });
      expect(log.entries).toEqual([
        { level, message, details: { call: 'GET /cmst/index/getBrandList', status } },
      ]);
    },
  );

  it('logs a network error and rejects with a network ApiError when no response arrives', async () => {
    const log = fakeLogger();
    const transport: ApiTransport = async () => {
      throw new TypeError('Failed to fetch');
    };
    const api = createApi({ transport, timeoutMs: 8000, log });

    const error = await failure(api.getPartnersList());

    expect(error).toMatchObject({ kind: 'network', status: 0, message: NETWORK_ERROR_MESSAGE });
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(log.messages('error')).toEqual([NETWORK_ERROR_MESSAGE]);
  });

  it('times out, aborts the request and logs a network error', async () => {
    vi.useFakeTimers();
    const log = fakeLogger();
    let signal: AbortSignal | undefined;
    const transport: ApiTransport = (request: TransportRequest) => {
      signal = request.signal;
      return new Promise<ApiResponse>(() => {});
    };
    const api = createApi({ transport, timeoutMs: 8000, log });

    const outcome = failure(api.getIndexList());
    await vi.advanceTimersByTimeAsync(7999);
    expect(signal?.aborted).toBe(false);
    expect(log.entries).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toMatchObject({ kind: 'timeout', status: 0 });
    expect(signal?.aborted).toBe(true);
    expect(log.messages('error')).toEqual([NETWORK_ERROR_MESSAGE]);
  });

  it('rejects with a refused ApiError, carrying the message, when success is false', async () => {
    const { api, log } = apiAnswering({ status: 200, body: envelope(null, false, 'brand list is closed') });
    const error = await failure(api.getBrandList());
    expect(error).toMatchObject({ kind: 'refused', status: 200, message: 'brand list is closed' });
    expect(isNotFound(error)).toBe(true);
    // Not an HTTP or network failure: SPEC section 8 logs nothing for it; callers name their area.
    expect(log.entries).toEqual([]);
  });

  it('counts a success without a result as refused', async () => {
    const { api } = apiAnswering({ status: 200, body: envelope(null) });
    expect(await failure(api.getRefitCarInfo({ carId: 1 }))).toMatchObject({
      kind: 'refused',
      message: 'ok',
    });
  });

  it('rejects with an invalid ApiError for an answer without an envelope or a result of the wrong shape', async () => {
    const html = apiAnswering({ status: 200, body: '<html>proxy page</html>' }).api;
    expect(await failure(html.getIndexList())).toMatchObject({
      kind: 'invalid',
      body: '<html>proxy page</html>',
    });
    const notAList = apiAnswering({ status: 200, body: envelope({ not: 'a list' }) }).api;
    expect(await failure(notAList.getPartnersList())).toMatchObject({ kind: 'invalid' });
    const notAPage = apiAnswering({ status: 200, body: envelope([]) }).api;
    expect(await failure(notAPage.getNewsList())).toMatchObject({ kind: 'invalid' });
    const notARecord = apiAnswering({ status: 200, body: envelope('text') }).api;
    expect(await failure(notARecord.getNewsDetail({ id: 1 }))).toMatchObject({ kind: 'invalid' });
  });

  it('hands the result to its check, and turns a failed check into an invalid ApiError', async () => {
    const seen: unknown[] = [];
    const check: ResultCheck = (name, result) => {
      seen.push([name, result]);
      if (name === 'getPartnersList') throw new Error('partners are malformed');
      return result as never;
    };
    const { transport } = recordingTransport({ status: 200, body: envelope([1, 2]) });
    const api = createApi({ transport, timeoutMs: 8000, log: fakeLogger(), check });
    await expect(api.getIndexList()).resolves.toEqual([1, 2]);
    expect(await failure(api.getPartnersList())).toMatchObject({
      kind: 'invalid',
      status: 200,
      message: 'partners are malformed',
    });
    expect(seen).toEqual([
      ['getIndexList', [1, 2]],
      ['getPartnersList', [1, 2]],
    ]);
  });

  it('forwards configured headers to the transport', async () => {
    const { transport, requests } = recordingTransport();
    const api = createApi({
      transport,
      timeoutMs: 8000,
      headers: { 'accept-language': 'en' },
      log: fakeLogger(),
    });
    await api.getIndexList();
    expect(requests[0]?.headers).toEqual({ 'accept-language': 'en' });
  });
});

describe('isNotFound', () => {
  const http = (status: number) => new ApiError('x', { kind: 'http', call: 'getNewsDetail', status });
  it('is a 404, another named status, or an envelope without a result', () => {
    expect(isNotFound(http(404))).toBe(true);
    expect(isNotFound(http(400))).toBe(false);
    expect(isNotFound(http(400), [404, 400])).toBe(true);
    expect(isNotFound(new ApiError('x', { kind: 'network', call: 'getNewsDetail', status: 0 }))).toBe(false);
    expect(isNotFound(new Error('404'))).toBe(false);
  });
});

describe('consoleLogger', () => {
  it('writes the message first, as SPEC section 8 words it, then the details', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    consoleLogger.error({ call: 'GET /cmst/index/getMenuData' }, 'internal server error');
    consoleLogger.warn({ reason: 'down' }, 'menu unavailable');
    expect(error).toHaveBeenCalledWith('internal server error', { call: 'GET /cmst/index/getMenuData' });
    expect(warn).toHaveBeenCalledWith('menu unavailable', { reason: 'down' });
  });
});
