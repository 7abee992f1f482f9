import type { ApiTransport } from '@refit/contract';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createLoadContext } from '../../entry.server.tsx';
import { getApi, getLog } from './api-context.server.ts';
import { fakeLogger } from './fake-logger.ts';

describe('getApi', () => {
  it('calls through the transport that createLoadContext placed in the router context, and logs to its logger', async () => {
    const seen: string[] = [];
    const transport: ApiTransport = async (request) => {
      seen.push(request.path);
      if (request.path.endsWith('getIndexList')) {
        return { status: 200, body: { success: true, result: [], message: 'ok' } };
      }
      return { status: 500, body: null };
    };
    const log = fakeLogger();
    const context = createLoadContext(transport, log);
    expect(context).toBeInstanceOf(RouterContextProvider);
    await expect(getApi(context).getIndexList()).resolves.toEqual([]);
    await expect(getApi(context).getPartnersList()).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect(seen).toEqual(['/cmst/index/getIndexList', '/cmst/index/getPartnersList']);
    expect(log.messages('error')).toEqual(['internal server error']);
    expect(getLog(context)).toBe(log);
    expect(getApi(context).log).toBe(log);
  });

  it('validates answers with the contract on the server', async () => {
    const transport: ApiTransport = async () => ({
      status: 200,
      body: { success: true, result: [{ id: 'not a number' }], message: 'ok' },
    });
    const log = fakeLogger();
    await expect(getApi(createLoadContext(transport, log)).getPartnersList()).resolves.toEqual([]);
    expect(log.messages('warn')).toEqual(['skipped a malformed getPartnersList entry']);
  });

  it('fails clearly when no transport was provided', () => {
    expect(() => getApi(new RouterContextProvider())).toThrow(/transport/);
  });
});
