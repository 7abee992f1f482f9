import type { ApiRequest, ApiResponse, ApiTransport } from '@refit/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.ts';
import type { TransportRequest } from './client.ts';
import { ApiError, NETWORK_ERROR_MESSAGE } from './errors.ts';

const envelope = { success: true, result: [], message: 'ok' };

function recordingTransport(response: ApiResponse = { status: 200, body: envelope }) {
  const requests: TransportRequest[] = [];
  const transport: ApiTransport = async (request: ApiRequest) => {
    requests.push(request);
    return response;
  };
  return { transport, requests };
}

describe('createApiClient', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('returns the response body, envelope included', async () => {
    const { transport } = recordingTransport();
    const api = createApiClient({ transport, timeoutMs: 8000 });
    await expect(api.call('getIndexList')).resolves.toEqual(envelope);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('builds the path below /cmst/index and puts GET parameters in the query', async () => {
    const { transport, requests } = recordingTransport();
    const api = createApiClient({ transport, timeoutMs: 8000 });
    await api.call('getCommonData', { code: 'index_hd' });
    expect(requests[0]).toMatchObject({
      method: 'GET',
      path: '/cmst/index/getCommonData',
      query: { code: 'index_hd' },
    });
  });

  it('puts POST fields in the query string as text, with no body', async () => {
    const { transport, requests } = recordingTransport({ status: 200, body: { ...envelope, result: null } });
    const api = createApiClient({ transport, timeoutMs: 8000 });
    await api.call('userTrace', { browseType: 'menu', relatedId: 7, deviceType: 'PC', languages: 'cn' });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/cmst/index/userTrace',
      query: { browseType: 'menu', relatedId: '7', deviceType: 'PC', languages: 'cn' },
    });
    expect(requests[0]).not.toHaveProperty('body');
  });

  it('defaults pageNo to 1 and pageSize to 10 on paged calls, and lets callers override them', async () => {
    const { transport, requests } = recordingTransport();
    const api = createApiClient({ transport, timeoutMs: 8000 });
    await api.call('getNewsList');
    await api.call('getCarGalleryListByPage', { brandId: 3, pageSize: 12, pageNo: 2 });
    expect(requests[0]?.query).toEqual({ pageNo: '1', pageSize: '10' });
    expect(requests[1]?.query).toEqual({ pageNo: '2', pageSize: '12', brandId: '3' });
  });

  it("uses the mode's default page size when it is given one (1 in development)", async () => {
    const { transport, requests } = recordingTransport();
    const api = createApiClient({ transport, timeoutMs: 10000, defaultPageSize: 1 });
    await api.call('getNewsList');
    await api.call('getNewsList', { pageSize: 6 });
    expect(requests[0]?.query).toEqual({ pageNo: '1', pageSize: '1' });
    expect(requests[1]?.query).toEqual({ pageNo: '1', pageSize: '6' });
  });

  it('adds no paging to calls that are not paged and skips undefined values', async () => {
    const { transport, requests } = recordingTransport();
    const api = createApiClient({ transport, timeoutMs: 8000 });
    await api.call('getCarList', { brandId: 1 });
    await api.call('getIndexProductList', { category: 'wheels', typeId: undefined });
    expect(requests[0]?.query).toEqual({ brandId: '1' });
    expect(requests[1]?.query).toEqual({ category: 'wheels' });
  });

  it.each([
    [401, 'unauthorized, please log in again'],
    [403, 'access forbidden'],
    [404, 'resource does not exist'],
    [500, 'internal server error'],
    [400, 'request failed'],
    [502, 'request failed'],
  ])('logs status %i as "%s" and rethrows an ApiError with that status', async (status, message) => {
    const body = { success: false, result: null, message: 'nope' };
    const { transport } = recordingTransport({ status, body });
    const api = createApiClient({ transport, timeoutMs: 8000 });

    const error = await api.call('getBrandList').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, body, message });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]?.[0]).toBe(message);
  });

  it('logs a network error and rethrows when no response arrives', async () => {
    const transport: ApiTransport = async () => {
      throw new TypeError('Failed to fetch');
    };
    const api = createApiClient({ transport, timeoutMs: 8000 });

    const error = await api.call('getPartnersList').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, timedOut: false });
    expect((error as ApiError).cause).toBeInstanceOf(TypeError);
    expect(consoleError.mock.calls[0]?.[0]).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('times out, aborts the request and logs a network error', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const transport: ApiTransport = (request: TransportRequest) => {
      signal = request.signal;
      return new Promise<ApiResponse>(() => {});
    };
    const api = createApiClient({ transport, timeoutMs: 8000 });

    const outcome = api.call('getIndexList').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(7999);
    expect(signal?.aborted).toBe(false);
    expect(consoleError).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, timedOut: true });
    expect(signal?.aborted).toBe(true);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]?.[0]).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('forwards configured headers to the transport', async () => {
    const { transport, requests } = recordingTransport();
    const api = createApiClient({ transport, timeoutMs: 8000, headers: { 'accept-language': 'en' } });
    await api.call('getIndexList');
    expect(requests[0]?.headers).toEqual({ 'accept-language': 'en' });
  });
});
